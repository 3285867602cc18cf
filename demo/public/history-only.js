// history-only.html's stand-in for an operator's server (see that page): the player's game token
// and the operator onto the bundle's script tag, the game (and language) onto the element, then the
// token out of the address bar. Runs before the bundle, which reads them when it starts.
(function () {
  var params = new URLSearchParams(location.search);
  var tag = document.querySelector('script[type="module"][src$="/ingame.js"]');
  var element = document.getElementById('history');
  tag.dataset.apiId = params.get('api') || '3';
  if (params.get('gameToken')) tag.dataset.gameToken = params.get('gameToken');
  ['game', 'lang'].forEach(function (name) {
    if (params.get(name)) element.setAttribute(name, params.get(name));
  });
  params.delete('gameToken');
  var rest = params.toString();
  history.replaceState(history.state, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
})();
