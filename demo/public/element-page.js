// A page showing one element (the one marked data-widget) as a player (?gameToken=…), with its
// attributes from the query: ?game=31, &round=…, &lang=th, &device=mobileapp, &event-id=… (only on elements
// that have one); &timeout=ms shortens the API timeout; &bundle=lite loads the light build (dist/lite/). Used by
// fairness.html, history.html, member.html, rewards.html and rankings.html (&type=, &window=, &ranking-id=, &view=hub).
(function () {
  var params = new URLSearchParams(location.search);
  document.querySelectorAll('[data-widget]').forEach(function (el) {
    ['game', 'round', 'lang', 'device', 'type', 'window', 'ranking-id', 'view', 'event-id'].forEach(function (name) {
      if (params.get(name) && (name !== 'event-id' || el.hasAttribute('event-id')))
        el.setAttribute(name, params.get(name));
    });
  });
  var script = document.createElement('script');
  script.type = 'module';
  script.src = params.get('bundle') === 'lite' ? '/dist/lite/ingame.js' : '/dist/ingame.js';
  script.dataset.apiBase = '/api';
  script.dataset.logHost = location.origin;
  script.dataset.apiId = params.get('api') || '3';
  if (params.get('gameToken')) script.dataset.gameToken = params.get('gameToken');
  if (params.get('timeout')) script.dataset.timeoutMs = params.get('timeout');
  document.body.appendChild(script);
})();
