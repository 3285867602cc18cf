// The bench's hand-written reference (demo/public/reference-marquee.html): both calls at once, the
// first announcement drawn as text when the settings allow it. Kept minimal on purpose.
(() => {
  const tag = document.currentScript;
  const base = tag.dataset.apiBase;
  const apiId = Number(tag.dataset.apiId);
  const answer = (path) =>
    fetch(`${base}${path}`)
      .then((r) => r.json())
      .then((body) => body.Data ?? body);
  Promise.all([answer(`/game-setting/user-api-info/${apiId}`), answer(`/marquee/${apiId}/en-US`)]).then(
    ([settings, list]) => {
      if (!settings || !Array.isArray(list) || list.length === 0) return;
      const item = list[list.length - 1];
      const values = item.Content ?? [];
      document.getElementById('reference-text').textContent = String(item.Template?.Format ?? '').replace(
        /\{(\d+)\}/g,
        (_, i) => String(values[Number(i)] ?? ''),
      );
    },
  );
})();
