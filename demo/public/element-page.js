// A page showing one element (the one marked data-widget) as a player (?gameToken=…), with its
// attributes from the query: ?game=31, &round=…, &lang=th. Used by fairness.html, history.html and rewards.html (&event-id=…).
(function () {
  var params = new URLSearchParams(location.search);
  document.querySelectorAll('[data-widget]').forEach(function (el) {
    ['game', 'round', 'lang', 'event-id'].forEach(function (name) {
      if (params.get(name) && (name !== 'event-id' || el.hasAttribute('event-id'))) el.setAttribute(name, params.get(name));
    });
  });
  var script = document.createElement('script');
  script.type = 'module';
  script.src = '/dist/ingame.js';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('gameToken')) script.dataset.gameToken = params.get('gameToken');
  document.body.appendChild(script);
})();
