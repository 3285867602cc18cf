// The bench's hand-written reference for the app's first screen (demo/public/reference-app.html,
// issue 45). What the events hub's tournaments section needs, asked as early as each can go:
//   1. beside each other: the game token's exchange (the session, §4), the operator's settings (the
//      time zone of the dates) and the operator's events (public);
//   2. with the session: the player's tournaments (bearer, as the app asks them for a player);
//   3. the running tournament's board (bearer: the player's own row).
// Then the section drawn as text, whole, as the app reveals it (its names, the board's top rows, the
// events). The game token is read once and taken out of the address bar before any request leaves;
// it travels only in the exchange's body, the session only in the Authorization header.
// Kept minimal on purpose, and standalone (an import would be one more round trip).
(() => {
  const tag = document.currentScript;
  const base = tag.dataset.apiBase;
  const apiId = Number(tag.dataset.apiId);
  const langId = 'en-US';
  const params = new URLSearchParams(location.search);
  const gameToken = params.get('token') ?? '';
  params.delete('token');
  const rest = params.toString();
  history.replaceState(history.state, '', location.pathname + (rest ? `?${rest}` : '') + location.hash);

  const answer = (path, init) =>
    fetch(`${base}${path}`, { ...init, headers: { Accept: 'application/json', ...init?.headers } })
      .then((r) => r.json())
      .then((body) => {
        if (body.Code !== 0) throw new Error(`${path}: ${body.Code} ${body.Message}`);
        return body.Data;
      });
  const bearer = (token) => ({ headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  const session = answer('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Token: gameToken }),
  }).then((data) => data.Token);
  const settings = answer(`/game-setting/user-api-info/${apiId}`);
  const events = answer(`/event-list/${apiId}/${langId}`);
  const tournaments = session.then((token) => answer(`/rank/ranking-setting/${langId}`, bearer(token)));
  const now = Date.now();
  const running = (start, end) => Date.parse(start) <= now && now < Date.parse(end);
  const board = Promise.all([session, tournaments]).then(([token, list]) => {
    const open = list.find((t) => running(t.StartDateTime, t.EndDateTime));
    return open ? answer(`/rank/ranking-history/${open.RankingId}/${langId}`, bearer(token)) : null;
  });

  const line = (parent, name, text) => {
    const el = document.createElement(name);
    el.textContent = text;
    parent.append(el);
    return el;
  };
  Promise.all([settings, tournaments, events, board]).then(
    ([operator, list, eventList, shown]) => {
      const zone = (operator.Timezone ?? 0) * 60_000;
      const day = (iso) => new Date(Date.parse(iso) + zone).toISOString().slice(0, 10);
      const out = document.createDocumentFragment();
      if (shown) {
        line(out, 'h2', shown.Setting.Name);
        const rows = line(out, 'ol', '');
        for (const entry of shown.Entries.slice(0, 10))
          line(rows, 'li', `${entry.Rank}. ${entry.Nickname || entry.Account} ${entry.Score}`);
      }
      for (const t of list.filter((t) => t.RankingId !== shown?.Setting.RankingId && Date.parse(t.EndDateTime) > now))
        line(out, 'h3', `${t.Name} · ${day(t.StartDateTime)} – ${day(t.EndDateTime)}`);
      for (const e of eventList) line(out, 'h3', `${e.Name} · ${day(e.StartTime)} – ${day(e.EndTime)}`);
      document.getElementById('reference-text').append(out);
    },
    (error) => {
      document.getElementById('reference-failure').textContent = String(error?.message ?? error);
    },
  );
})();
