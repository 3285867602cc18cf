import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, freshGameToken, harnessForFile, playerApi, type DemoPlayer, type Harness } from './harness.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const api = <T>(player: DemoPlayer, path: string) => playerApi<T>(h, player, path);
const newest = (player: DemoPlayer, game: number) =>
  api<{ Total: number; Records: { RoundIndex: string }[] }>(
    player,
    `/history/${game}/get-history-record?LangId=en&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
  );

/** State of the list inside a shadow root (the element on history.html, or the app). */
function listState(page: Page, host: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!.shadowRoot!;
    const scroller = root.querySelector<HTMLElement>('[part="scroller"]');
    const rows = [...root.querySelectorAll<HTMLElement>('.history__row')];
    return {
      total: Number(scroller?.dataset.total ?? -1),
      scrollTop: scroller?.scrollTop ?? 0,
      domRows: rows.length,
      loaded: rows.filter((r) => r.querySelector('.history__open')).map((r) => Number(r.dataset.index)),
      firstBet: root.querySelector('.history__cell--bet')?.firstChild?.textContent ?? '',
      dates: [...root.querySelectorAll('.history__date')].map((d) => d.textContent ?? ''),
    };
  }, host);
}
const waitForRows = (page: Page, host: string) =>
  page.waitForFunction((sel) => document.querySelector(sel)?.shadowRoot?.querySelector('.history__open'), host, {
    timeout: 15_000,
  });

describe('<ingame-history> against the platform', () => {
  it('shows each player their own rounds in their own currency, across brands', async () => {
    const all = await demoPlayers(h);
    const picks = [3, 110, 202, 20000].map((apiId) => all.find((p) => p.apiId === apiId)!);
    const symbols = new Set<string>();
    for (const [i, player] of picks.entries()) {
      const page = await h.page({ width: 375, height: 740 });
      // Every other player on history-only.html, the ratio bench's page (the script tag in the page,
      // the token put on it from the address; issue 45), the others on history.html.
      const file = i % 2 ? 'history-only.html' : 'history.html';
      await page.goto(
        `${h.base}/${file}?api=${player.apiId}&game=${player.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
      );
      await waitForRows(page, '#history');
      if (file === 'history-only.html') assert.doesNotMatch(page.url(), /gameToken/, 'the token left the address bar');
      const state = await listState(page, '#history');
      const expected = await newest(player, player.longGame);
      assert.equal(state.total, expected.Total, `${player.account}: the list counts the platform's rounds`);
      const [, symbol] = /^(.+) [\d.,]+\d$/.exec(state.firstBet) ?? [];
      assert.ok(symbol, `amounts carry the currency symbol: ${state.firstBet}`);
      symbols.add(symbol);
      await page.close();
    }
    assert.ok(symbols.size >= 2, `several currencies, got ${[...symbols].join(' ')}`);
  });

  it("a keyboard-focused row's focus ring is drawn inside its row and the scroller, where no neighbour hides it", async () => {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
    const page = await h.page({ width: 360, height: 740 });
    await page.goto(
      `${h.base}/history.html?api=${player.apiId}&game=${player.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    await waitForRows(page, '#history');
    const focused = () =>
      page.evaluate(() => document.querySelector('#history')!.shadowRoot!.activeElement?.className ?? '');
    for (let i = 0; i < 15 && !(await focused()).includes('history__open'); i++) await page.keyboard.press('Tab');
    assert.match(await focused(), /history__open/, 'Tab reaches a row');
    const ring = await page.evaluate(() => {
      const root = document.querySelector('#history')!.shadowRoot!;
      const open = root.activeElement as HTMLElement;
      const style = getComputedStyle(open);
      // The ring's outer edge: the button's box grown by the outline's offset and width.
      const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const b = open.getBoundingClientRect();
      const row = open.closest('.history__row')!.getBoundingClientRect();
      const scroller = root.querySelector('[part="scroller"]')!.getBoundingClientRect();
      return {
        visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        ring: [b.left - grow, b.top - grow, b.right + grow, b.bottom + grow],
        row: [row.left, row.top, row.right, row.bottom],
        scroller: [scroller.left, scroller.top, scroller.right, scroller.bottom],
      };
    });
    await page.close();
    assert.ok(ring.visible, 'the focused row has a focus ring');
    const inside = (box: number[]) =>
      ring.ring[0]! >= box[0]! && ring.ring[1]! >= box[1]! && ring.ring[2]! <= box[2]! && ring.ring[3]! <= box[3]!;
    assert.ok(inside(ring.row), `ring ${ring.ring.join(',')} inside its row ${ring.row.join(',')}`);
    assert.ok(inside(ring.scroller), `ring ${ring.ring.join(',')} inside the scroller ${ring.scroller.join(',')}`);
  });

  it('pages through every round with at most 60 rows in the DOM, asking each page once', async () => {
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page({ width: 1280, height: 900 });
    const starts: number[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/get-history-record')) starts.push(Number(url.searchParams.get('StartRowIndex')));
    });
    await page.goto(
      `${h.base}/history.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, long.account))}`,
    );
    await waitForRows(page, '#history');
    const { total } = await listState(page, '#history');
    assert.ok(total >= 400, `the long player has ${total} rounds in one game`);
    let maxRows = 0;
    for (let i = 0; i < 200; i++) {
      await page.evaluate(() => {
        const scroller = document
          .querySelector('#history')!
          .shadowRoot!.querySelector<HTMLElement>('[part="scroller"]')!;
        scroller.scrollTop += 1200;
      });
      // A reader's pace: the rows in view are loaded before the next step. Two steps drawn in one
      // frame are a fling (FLING_ROWS), whose pages are rightly never asked for if the list moves
      // on within SETTLE_MS — CI under load drew them so and missed a page.
      await page.waitForFunction(
        () => {
          const root = document.querySelector('#history')!.shadowRoot!;
          const box = root.querySelector<HTMLElement>('[part="scroller"]')!.getBoundingClientRect();
          const inView = [...root.querySelectorAll<HTMLElement>('.history__row')].filter((row) => {
            const r = row.getBoundingClientRect();
            return r.bottom > box.top && r.top < box.bottom;
          });
          return inView.length > 0 && inView.every((row) => row.querySelector('.history__open'));
        },
        undefined,
        { timeout: 10_000 },
      );
      const state = await listState(page, '#history');
      maxRows = Math.max(maxRows, state.domRows);
      if (state.loaded.includes(total - 1)) break;
    }
    await page.waitForFunction(
      (last) =>
        document
          .querySelector('#history')!
          .shadowRoot!.querySelector(`.history__row[data-index="${last}"] .history__open`),
      total - 1,
      { timeout: 10_000 },
    );
    assert.ok(maxRows <= 60, `DOM rows stayed ≤ 60 (max ${maxRows})`);
    assert.equal(new Set(starts).size, starts.length, 'no page asked twice');
    assert.deepEqual(
      [...starts].sort((a, b) => a - b),
      Array.from({ length: Math.ceil(total / 50) }, (_, i) => i * 50),
      'every page asked, by row index',
    );
    await page.close();
  });

  it('asks for the first page of rounds beside the games list, not after it, and only once', async () => {
    // Issue 30: the list asked for its first page once it had rendered, which waited for the games
    // list (§4's loads) and the texts: one platform round trip more before the first rows. The
    // element's prefetch now asks as soon as the session has its token. The games list is held
    // here until the rounds were asked for (or 10 s); what had been asked then is kept.
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page({ width: 375, height: 812 });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search));
    const ROUNDS = /\/get-history-record\?.*StartRowIndex=0&/;
    let whileHeld: string[] = [];
    let released!: () => void;
    const release = new Promise<void>((resolve) => (released = resolve));
    await page.route('**/api/game-setting/game-info-list', async (route) => {
      for (let i = 0; i < 100 && !asked.some((u) => ROUNDS.test(u)); i++) await new Promise((r) => setTimeout(r, 100));
      whileHeld = [...asked];
      released();
      await route.continue();
    });
    await page.goto(
      `${h.base}/history.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, long.account))}`,
    );
    await waitForRows(page, '#history');
    // The rows may show before the hold above has seen the page asked for (it looks every 100 ms):
    // what it kept is read once it let the games list go (CI read it before, empty).
    await Promise.race([release, new Promise((r) => setTimeout(r, 12_000))]);
    assert.ok(
      whileHeld.some((u) => ROUNDS.test(u)),
      `the first page was asked while the games list was held: ${whileHeld.filter((u) => u.startsWith('/api')).join(' ')}`,
    );
    const { total } = await listState(page, '#history');
    assert.equal(total, (await newest(long, long.longGame)).Total, 'the early page is the list the player sees');
    assert.equal(asked.filter((u) => ROUNDS.test(u)).length, 1, 'the list took the early page: asked once');
    await page.close();
  });

  it("on an operator's page the entry asks for the first rounds once the session is in, before the element's code", async () => {
    // Issue 45: the entry (elements/early-calls.ts) sends the game token's exchange with the code,
    // and the first page of rounds as soon as it answers, with that session in its header. The
    // element's own file is held here until the rounds were asked for (or 10 s).
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page({ width: 375, height: 812 });
    const rounds: { url: string; auth: string | undefined }[] = [];
    page.on('request', (r) => {
      if (/\/get-history-record\?.*StartRowIndex=0&/.test(r.url()))
        rounds.push({ url: r.url(), auth: r.headers()['authorization'] });
    });
    let askedWhileHeld = false;
    await page.route('**/elements/ingame-history.js', async (route) => {
      for (let i = 0; i < 100 && rounds.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      askedWhileHeld = rounds.length > 0;
      await route.continue();
    });
    const gameToken = await freshGameToken(h, long.account);
    await page.goto(
      `${h.base}/history-only.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(gameToken)}`,
    );
    await waitForRows(page, '#history');
    assert.ok(askedWhileHeld, "the first rounds were asked while the element's code was held");
    assert.equal(rounds.length, 1, 'the list took the early page: asked once');
    assert.match(rounds[0]!.auth ?? '', /^Bearer \S+$/, 'the session in the Authorization header');
    assert.ok(!rounds[0]!.url.includes(gameToken), 'no credential in the address');
    const { total } = await listState(page, '#history');
    assert.equal(total, (await newest(long, long.longGame)).Total, 'the early page is the list the player sees');
    await page.close();
  });

  it("an operator's history page asks for at most 10 of the bundle's files before its first rows", async () => {
    // Stop 80 (issue 45): on HTTP/1.1's six connections the first page of rounds, which can leave
    // only once the exchange has answered, queues behind every file still waiting for one. The
    // list does not import the app's entry parameters, and the history's readers and the games'
    // display rules are one file (rollup.config.mjs HISTORY_KIT): 12 files became 10.
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page({ width: 375, height: 812 });
    const files: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/dist/')) files.push(path.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    const gameToken = await freshGameToken(h, long.account);
    await page.goto(
      `${h.base}/history-only.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(gameToken)}`,
    );
    await waitForRows(page, '#history');
    const before = [...files];
    assert.ok(before.length <= 10, `at most 10 files before the first rows, got ${before.length}: ${before.join(' ')}`);
    assert.ok(!before.some((f) => f.includes('entry-params')), "not the app's entry parameters");
    assert.ok(before.includes('/dist/chunks/history-kit.js'), `the history's kit is among them: ${before.join(' ')}`);
    await page.close();
  });

  it('filters by date with the picker, in the player time zone', async () => {
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page();
    const dated: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has('Date')) dated.push(url);
    });
    await page.goto(
      `${h.base}/history.html?api=${long.apiId}&game=${long.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, long.account))}`,
    );
    await waitForRows(page, '#history');
    const before = await listState(page, '#history');
    const day = before.dates[0]!.slice(0, 10).replaceAll('/', '-'); // 2026-11-15, the newest round's day
    // The calendar opens on today's month (in the player's zone); the day wanted can be in the one
    // before (the first of a month, or the day before it).
    const pick = async (iso: string) => {
      await page.locator('#history .date-picker__button').click();
      await page.locator('#history .date-picker__dialog').waitFor();
      const cell = page.locator(`#history .date-picker__day[data-date="${iso}"]`);
      for (let back = 0; back < 24 && (await cell.count()) === 0; back++) {
        await page.locator('#history .date-picker__dialog').getByRole('button', { name: 'Previous month' }).click();
      }
      await cell.click();
    };
    // The day before: the seeded rounds of this test platform all fall on one day.
    const empty = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await pick(empty);
    await page.locator('#history .history__empty').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('#history .history__empty').innerText(), 'No Result.');
    await pick(day);
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector('#history')!.shadowRoot!.querySelector<HTMLElement>('[part="scroller"]')?.dataset
            .total,
        ) > 0,
      null,
      { timeout: 10_000 },
    );
    await waitForRows(page, '#history');
    const after = await listState(page, '#history');
    assert.ok(after.total > 0 && after.total <= before.total);
    assert.ok(
      after.dates.every((d) => d.startsWith(day.replaceAll('-', '/'))),
      `every row is on ${day}: ${after.dates.slice(0, 3).join(', ')}`,
    );
    assert.ok(
      dated.length >= 2 && dated.every((u) => u.searchParams.get('TimeZoneOffsetMinutes') !== null),
      'the day goes with the time-zone offset',
    );
    // Focus went back to the picker button, which names the day.
    assert.match(await page.locator('#history .date-picker__button').innerText(), new RegExp(day));
    await page.close();
  });

  it('a failing history call shows the §8 widget with code and trace and breaks nothing else', async () => {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
    await h.withFault(
      { route: '/get-history-record', fault: { kind: 'code', code: 7003, message: '<b>resting</b> $&' } },
      async () => {
        const page = await h.page();
        await page.goto(
          `${h.base}/history.html?api=3&game=${player.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
        );
        await page.locator('#history .error-notice').waitFor({ timeout: 10_000 });
        const text = await page.locator('#history .error-notice').innerText();
        assert.match(text, /7003:/);
        assert.match(text, /<b>resting<\/b> \$&/, 'server text is shown as text');
        assert.equal(await page.locator('#history .error-notice b').count(), 0);
        await page.close();
      },
    );
  });

  it('a history answer of the wrong shape shows the §8 widget with the client code 5001, not a blank element', async () => {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
    await h.withFault({ route: '/get-history-record', fault: { kind: 'wrongTypes' } }, async () => {
      const page = await h.page();
      await page.goto(
        `${h.base}/history.html?api=3&game=${player.longGame}&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
      );
      await page.locator('#history .error-notice').waitFor({ timeout: 10_000 });
      assert.match(await page.locator('#history .error-notice').innerText(), /5001:/);
      await page.close();
    });
  });
});

describe('game history in <ingame-app>', () => {
  /** One game per renderer, and the class its renderer draws. */
  const FAMILIES: [number, string][] = [
    [1, 'plate'],
    [32, 'plate'],
    [6, 'fishing'],
    [12, 'cards'],
    [16, 'cards'],
    [17, 'cards'],
    [23, 'areas'],
    [25, 'areas'],
    [26, 'keno'],
    [27, 'bingo'],
    [28, 'plinko'],
    [29, 'steps'],
    [30, 'steps'],
    [31, 'mines'],
  ];

  it('opens a round of every family from the list and shows its renderer, with no serious axe violations', async () => {
    const all = (await demoPlayers(h)).filter((p) => p.apiId === 3);
    const page = await h.page({ width: 375, height: 740 });
    const violations: string[] = [];
    for (const [game, kind] of FAMILIES) {
      // A player with a round in this game; its newest round is the list's first row.
      let found: { player: DemoPlayer; round: string } | null = null;
      for (const player of all) {
        const { Records } = await newest(player, game);
        if (Records[0]) {
          found = { player, round: Records[0].RoundIndex };
          break;
        }
      }
      assert.ok(found, `some seeded player has played game ${game}`);
      await page.goto(
        `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, found.player.account))}&lang=en#/ingame/gamehistory/${game}`,
      );
      await page.locator(`ingame-app .history__open[data-round="${found.round}"]`).click();
      await page.locator('ingame-app .round-detail .records').waitFor({ timeout: 10_000 });
      assert.match(page.url(), new RegExp(`#/ingame/gamehistory/${game}/${found.round}$`));
      const shown = await page.locator(`ingame-app .round--${kind}, ingame-app .round__empty`).first().innerText();
      assert.ok(shown.length > 0, `game ${game} shows its ${kind} renderer or "No details for this round."`);
      if (game === 32) await page.locator('ingame-app .boxes').waitFor({ timeout: 5000 });
      const results = await axeOn(page).include('ingame-app').analyze();
      violations.push(...seriousViolations(results.violations).map((v) => `game ${game} (${kind}): ${v}`));
    }
    assert.deepEqual(violations, []);
    await page.close();
  });

  it('in German the calendar starts on Monday and names its days in German (the history chunk loads after the language)', async () => {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3 && p.rounds > 0)!;
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, player.account))}&lang=de#/ingame/gamehistory/${player.longGame}`,
    );
    await page.locator('ingame-app .date-picker__button').click();
    const headers = await page.locator('ingame-app .date-picker__dialog th').allInnerTexts();
    assert.deepEqual(headers, ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const first = await page.locator('ingame-app .date-picker__day').first().getAttribute('data-date');
    assert.equal(new Date(`${first}T00:00:00Z`).getUTCDay(), 1, `${first} is a Monday`);
    await page.close();
  });

  it('back from a round returns to the same list at the same scroll position (kept alive)', async () => {
    const long = (await demoPlayers(h)).reduce((a, b) => (b.rounds > a.rounds ? b : a));
    const page = await h.page({ width: 1280, height: 800 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, long.account))}&lang=en#/ingame/gamehistory/${long.longGame}`,
    );
    await waitForRows(page, 'ingame-app');
    await page.evaluate(() => {
      document.querySelector('ingame-app')!.shadowRoot!.querySelector<HTMLElement>('[part="scroller"]')!.scrollTop =
        56 * 150;
    });
    await page.waitForFunction(
      () =>
        document
          .querySelector('ingame-app')!
          .shadowRoot!.querySelector('.history__row[data-index="152"] .history__open'),
      null,
      { timeout: 10_000 },
    );
    const before = await listState(page, 'ingame-app');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('get-history-record') && requests.push(r.url()));
    await page.locator('ingame-app .history__row[data-index="152"] .history__open').click();
    await page.locator('ingame-app .round-detail .records').waitFor({ timeout: 10_000 });
    // The browser's back, then the page's own back button: both land on the same place.
    const row152 = () =>
      page.waitForFunction(
        () =>
          document
            .querySelector('ingame-app')!
            .shadowRoot!.querySelector('.history__row[data-index="152"] .history__open'),
        null,
        { timeout: 5000 },
      );
    await page.goBack();
    await row152();
    let after = await listState(page, 'ingame-app');
    assert.equal(after.scrollTop, before.scrollTop);
    assert.ok(after.loaded.includes(152));
    await page.locator('ingame-app .history__row[data-index="152"] .history__open').click();
    await page.locator('ingame-app .round-detail__back').click();
    await row152();
    after = await listState(page, 'ingame-app');
    assert.equal(after.scrollTop, before.scrollTop);
    assert.deepEqual(requests, [], 'the list was kept, not fetched again');
    await page.close();
  });
});
