// The operator's own script: loads the widget bundle with page configuration from this URL.
// ?api=110 (operator), ?gameToken=… (a player), ?lang=th, ?bundle=iife (the classic-script build).
(function () {
  var params = new URLSearchParams(location.search);
  var script = document.createElement('script');
  var iife = params.get('bundle') === 'iife';
  script.src = iife ? '/dist/ingame.iife.js' : '/dist/ingame.js';
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
