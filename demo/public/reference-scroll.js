// The scroll bench's hand-written reference (demo/public/reference-scroll.html, issue 45): a
// virtual list of one game's rounds with the least work per frame — the rows in view computed from
// the scroll position, a pool of row elements whose four texts are replaced, pages of 50 asked for
// when their rows come into view (in a fling, once the list has stayed 120 ms: the element's rule,
// history-list.tsx FLING_ROWS / SETTLE_MS). Standalone on purpose, like reference-history.js.
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

  const ROW = 56;
  const PAGE = 50;
  const OVERSCAN = 6;
  const answer = (path, init) =>
    fetch(`${base}${path}`, { ...init, headers: { Accept: 'application/json', ...init?.headers } })
      .then((r) => r.json())
      .then((body) => {
        if (body.Code !== 0) throw new Error(`${path}: ${body.Code} ${body.Message}`);
        return body.Data;
      });
  const fail = (error) => {
    document.getElementById('reference-failure').textContent = String(error?.message ?? error);
  };
  const session = answer('/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Token: gameToken }),
  }).then((data) => data.Token);
  const settings = answer(`/game-setting/user-api-info/${apiId}`);
  const pages = new Map();
  const asked = new Set();
  const ask = (token, page) => {
    asked.add(page);
    const query = `LangId=en-US&StartRowIndex=${page * PAGE}&EndRowIndex=${page * PAGE + PAGE - 1}&LogIndexAsRoundIndex=false`;
    return answer(`/history/${game}/get-history-record?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    }).then((data) => {
      pages.set(page, data.Records ?? []);
      return data;
    });
  };
  const first = session.then((token) => ask(token, 0));

  Promise.all([session, settings, first]).then(([token, operator, firstPage]) => {
    const zone = (operator.Timezone ?? 0) * 60_000;
    const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const total = firstPage.Total;
    const host = document.getElementById('history');
    const scroller = document.createElement('div');
    scroller.setAttribute('part', 'scroller');
    scroller.dataset.total = String(total);
    const list = document.createElement('ol');
    list.style.height = `${total * ROW}px`;
    scroller.append(list);
    host.append(scroller);

    const pool = [];
    const rowAt = (slot) => {
      while (pool.length <= slot) {
        const li = document.createElement('li');
        li.className = 'history__row';
        const box = document.createElement('div');
        const cells = [0, 1, 2].map(() => document.createElement('span'));
        box.append(...cells);
        li.append(box);
        list.append(li);
        pool.push({ li, box, cells, index: -1, loaded: false });
      }
      return pool[slot];
    };
    const draw = (slot, index) => {
      const row = rowAt(slot);
      const record = pages.get(Math.floor(index / PAGE))?.[index % PAGE];
      if (row.index === index && row.loaded === Boolean(record)) return;
      row.index = index;
      row.loaded = Boolean(record);
      row.li.dataset.index = String(index);
      row.li.style.transform = `translateY(${index * ROW}px)`;
      // Only a loaded row is one the bench counts (.history__open), as the element's placeholder is not.
      row.box.className = record ? 'history__open' : 'history__wait';
      const [round, bet, win] = row.cells;
      if (record) {
        const at = new Date(record.Date + zone).toISOString().slice(0, 19).replace('T', ' ');
        round.textContent = `${record.RoundIndex} ${at}`;
        bet.textContent = money.format(record.Bet);
        win.textContent = money.format(record.Win);
      } else {
        round.textContent = bet.textContent = win.textContent = '';
      }
    };
    let shownFirst = 0;
    let timer = 0;
    const render = () => {
      const top = scroller.scrollTop;
      const from = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
      const to = Math.min(total - 1, Math.ceil((top + scroller.clientHeight) / ROW) + OVERSCAN);
      const slots = Math.max(pool.length, to - from + 1);
      for (let i = from; i <= to; i++) draw(i % slots, i);
      const jump = Math.abs(from - shownFirst);
      shownFirst = from;
      clearTimeout(timer);
      const load = () => {
        for (let p = Math.floor(from / PAGE); p <= Math.floor(to / PAGE); p++) {
          if (!asked.has(p)) ask(token, p).then(render, fail);
        }
      };
      if (jump < 25) load();
      else timer = setTimeout(load, 120);
    };
    scroller.addEventListener('scroll', render, { passive: true });
    render();
  }, fail);
})();
