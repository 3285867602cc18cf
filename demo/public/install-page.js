// The install guide and the region picker alone on a lobby page: ?lang=th (the page language, so
// both elements and the region names follow it), &platform=ios|android|desktop, &api=110, &timeout=ms.
(function () {
  var params = new URLSearchParams(location.search);
  var install = document.querySelector('ingame-install');
  if (params.get('platform')) install.setAttribute('platform', params.get('platform'));
  if (params.get('lang')) document.documentElement.lang = params.get('lang');
  var out = document.querySelector('#region-out');
  document.querySelector('ingame-region').addEventListener('ingame-region-change', function (e) {
    out.textContent = e.detail.region;
  });
  var script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/ingame.js';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('lang')) script.dataset.lang = params.get('lang');
  if (params.get('timeout')) script.dataset.timeoutMs = params.get('timeout');
  document.body.appendChild(script);
})();
