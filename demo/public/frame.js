// Embeds the URL given as ?src= (e.g. the app on another host name, so another site).
(function () {
  var src = new URLSearchParams(location.search).get('src');
  if (src && /^https?:\/\//.test(src)) document.getElementById('app').src = src;
  // Tell the app to refresh when the game asks (the app accepts it only from its posthost).
  window.refreshApp = function (targetOrigin) {
    document.getElementById('app').contentWindow.postMessage({ command: 'refresh' }, targetOrigin);
  };
})();
