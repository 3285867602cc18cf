// A page showing one element (the one marked data-widget) as a player (?gameToken=…), with the
// attributes that element declares taken from the query: ?game=31, &round=…, &lang=th, &device=mobileapp,
// &event-id=…; &timeout=ms shortens the API timeout; &bundle=lite loads the light build (dist/lite/). Used by
// fairness.html, history.html, member.html, rewards.html, rankings.html (&type=, &window=, &ranking-id=, &view=hub),
// news.html (no player needed: &tab=games, &promotion=3, &game=1 for that game's banners) and install.html
// (&platform=ios|android|desktop, &api=110).
(function () {
  // generated: each element's attributes (scripts/element-docs.mjs, from the elements' JSDoc); do not edit.
  var ATTRIBUTES = {
    'ingame-account': ['lang'],
    'ingame-app': ['lang'],
    'ingame-backpack': ['lang'],
    'ingame-banner': ['lang', 'game', 'interval'],
    'ingame-event': ['lang', 'event-id', 'back-href'],
    'ingame-fairness': ['lang', 'game', 'round'],
    'ingame-gift-code': ['lang', 'event-id'],
    'ingame-history': ['lang', 'game', 'round'],
    'ingame-install': ['lang', 'api-id', 'platform', 'url'],
    'ingame-language': ['lang'],
    'ingame-level': ['lang', 'device'],
    'ingame-marquee': ['lang', 'interval'],
    'ingame-news': ['lang', 'tab', 'promotion'],
    'ingame-prize': ['lang'],
    'ingame-rankings': ['lang', 'type', 'window', 'ranking-id', 'view'],
    'ingame-region': ['lang', 'value'],
    'ingame-vip': ['lang', 'device'],
  };
  // end of generated attributes
  var params = new URLSearchParams(location.search);
  document.querySelectorAll('[data-widget]').forEach(function (el) {
    (ATTRIBUTES[el.localName] || []).forEach(function (name) {
      if (params.get(name)) el.setAttribute(name, params.get(name));
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
