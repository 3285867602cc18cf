// The install guide and the region picker alone on a lobby page (element-page.js loads them, with
// ?lang=th, &platform=ios|android|desktop, &api=110, &timeout=ms): the region chosen, as a host reads it.
(function () {
  var out = document.querySelector('#region-out');
  document.querySelector('ingame-region').addEventListener('ingame-region-change', function (e) {
    out.textContent = e.detail.region;
  });
})();
