// The lobby page of <ingame-banner> and <ingame-news>: no player needed (the calls are public).
// Query: ?api=110 (operator), &lang=th, &tab=games, &promotion=3, &game=1 (that game's banners);
// &timeout=ms shortens the API timeout.
(function () {
  var params = new URLSearchParams(location.search);
  var banner = document.getElementById('banner');
  var news = document.getElementById('news');
  if (params.get('lang')) {
    banner.setAttribute('lang', params.get('lang'));
    news.setAttribute('lang', params.get('lang'));
  }
  if (params.get('game')) banner.setAttribute('game', params.get('game'));
  if (params.get('tab')) news.setAttribute('tab', params.get('tab'));
  if (params.get('promotion')) news.setAttribute('promotion', params.get('promotion'));
  var script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/ingame.js';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('gameToken')) script.dataset.gameToken = params.get('gameToken');
  if (params.get('timeout')) script.dataset.timeoutMs = params.get('timeout');
  document.body.appendChild(script);
})();
