// The operator's own script: loads the widget bundle with page configuration from this URL.
// ?api=110 (operator), ?gameToken=… (a player), ?lang=th, ?bundle=iife (the classic script: a loader
// of the ESM build), ?bundle=iife-bundle (the whole bundle in one classic script), ?bundle=lite (the
// light build on preact/compat, dist/lite/; lite-iife and lite-iife-bundle for its classic scripts).
(function () {
  var params = new URLSearchParams(location.search);
  var script = document.createElement('script');
  var bundle = params.get('bundle') || '';
  var iife = /^(lite-)?iife(-bundle)?$/.test(bundle);
  var dir = bundle.indexOf('lite') === 0 ? '/dist/lite/' : '/dist/';
  script.src = dir + (iife ? (/-bundle$/.test(bundle) ? 'ingame.bundle.iife.js' : 'ingame.iife.js') : 'ingame.js');
  if (!iife) script.type = 'module';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.languageHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('lang')) script.dataset.lang = params.get('lang');
  if (params.get('gameToken')) script.dataset.gameToken = params.get('gameToken');
  if (params.get('timeout')) script.dataset.timeoutMs = params.get('timeout');
  document.body.appendChild(script);
})();
