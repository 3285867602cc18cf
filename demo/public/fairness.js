// Opens the verifier as a player (?gameToken=…), on a game's rounds (?game=31) or one round (&round=…).
(function () {
  var params = new URLSearchParams(location.search);
  var el = document.getElementById('fairness');
  if (params.get('game')) el.setAttribute('game', params.get('game'));
  if (params.get('round')) el.setAttribute('round', params.get('round'));
  if (params.get('lang')) el.setAttribute('lang', params.get('lang'));
  var script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/ingame.js';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('gameToken')) script.dataset.gameToken = params.get('gameToken');
  document.body.appendChild(script);
})();
