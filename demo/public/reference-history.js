// The bench's hand-written reference for the history list (demo/public/reference-history.html,
// issue 45). What <ingame-history>'s first rows need, asked as early as each can go:
//   1. beside each other: the game token's exchange (the session, §4) and the operator's settings
//      (the time zone of the dates);
//   2. with the session: the game's first page of rounds (bearer; the 50 rows the list asks first).
// Then the rows drawn as text. The game token is read once and taken out of the address bar before
// any request leaves; it travels only in the exchange's body, the session only in the Authorization
// header. Kept minimal on purpose, and standalone (an import would be one more round trip).
(() => {
  const tag = document.currentScript;
  const base = tag.dataset.apiBase;
  const params = new URLSearchParams(location.search);
  const gameToken = params.get('gameToken') ?? '';
  const apiId = Number(params.get('api') ?? 3);
  const game = Number(params.get('game'));
  params.delete('gameToken');
  const rest = params.toString();
  history.replaceState(history.state, '', location.pathname + (rest ? `?${rest}` : '') + location.hash);

  const answer = (path, init) =>
    fetch(`${base}${path}`, { ...init, headers: { Accept: 'application/json', ...init?.headers } })
      .then((r) => r.json())
      .then((body) => {
        if (body.Code !== 0) throw new Error(`${path}: ${body.Code} ${body.Message}`);
        return body.Data;
      });
  const session = answer('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Token: gameToken }),
  }).then((data) => data.Token);
  const settings = answer(`/game-setting/user-api-info/${apiId}`);
  const query = 'LangId=en-US&StartRowIndex=0&EndRowIndex=49&LogIndexAsRoundIndex=false';
  const page = session.then((token) =>
    answer(`/history/${game}/get-history-record?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }),
  );

  Promise.all([settings, page]).then(
    ([operator, rounds]) => {
      const zone = (operator.Timezone ?? 0) * 60_000;
      const out = document.createDocumentFragment();
      for (const r of rounds.Records) {
        const li = document.createElement('li');
        const at = new Date(r.Date + zone).toISOString().slice(0, 19).replace('T', ' ');
        li.textContent = `${r.RoundIndex} · ${at} · ${r.Bet} · ${r.Win}`;
        out.append(li);
      }
      document.getElementById('reference-text').append(out);
    },
    (error) => {
      document.getElementById('reference-failure').textContent = String(error?.message ?? error);
    },
  );
})();
