import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, harnessForFile, type DemoPlayer, type Harness, freshGameToken } from './harness.ts';
import { demoShift } from '../../platform/server/demo-clock.ts';
import { PERIODS } from '../../platform/server/seed/rankings.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

/** Player 001 of an operator is in the top 3 of every board, 003 is never ranked (seed/rankings.ts). */
const playerNo = async (apiId: number, n: string): Promise<DemoPlayer> => {
  const found = (await demoPlayers(h)).find((p) => p.apiId === apiId && p.account.endsWith(n));
  assert.ok(found, `player ${n} of ${apiId}`);
  return found;
};

/** What a shadow root shows of its boards. */
function boardState(page: Page, host: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!.shadowRoot!;
    return {
      names: [...root.querySelectorAll('[part="event-name"]')].map((e) => e.textContent ?? ''),
      rows: [...root.querySelectorAll('ol[part="ranking"]')].map(
        (ol) => ol.querySelectorAll('[part~="ranking-entry"]').length,
      ),
      mine: [...root.querySelectorAll('.rk-mine-pin')].map((p) => p.textContent ?? ''),
      mineRank: root.querySelector('.rk-mine-pin .rk-rank')
        ? Number.parseInt(root.querySelector('.rk-mine-pin .rk-rank')!.textContent!, 10)
        : null,
      multipliers: [...root.querySelectorAll('.rk-score')].filter((s) => s.textContent!.endsWith('×')).length,
      headings: [...root.querySelectorAll('h2')].map((e) => e.textContent ?? ''),
    };
  }, host);
}
/** A board has rows and none is still loading (boards arrive one by one, each on its own). */
const waitForBoard = (page: Page, host: string) =>
  page.waitForFunction(
    (sel) => {
      const root = document.querySelector(sel)?.shadowRoot;
      return root?.querySelector('ol[part="ranking"] li') && !root.querySelector('.rk-card__board[aria-busy="true"]');
    },
    host,
    { timeout: 20_000 },
  );

describe('<ingame-rankings> alone on a lobby page', () => {
  it("a signed-in player sees every window's boards and their own row pinned", async () => {
    const player = await playerNo(3, '001');
    const page = await h.page({ width: 375, height: 740 });
    await page.goto(
      `${h.base}/rankings.html?api=3&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    await waitForBoard(page, '#rankings');
    await page.waitForFunction(
      () => document.querySelector('#rankings')!.shadowRoot!.querySelector('.rk-mine-pin'),
      null,
      { timeout: 15_000 },
    );
    const state = await boardState(page, '#rankings');
    assert.deepEqual(state.headings, ['Casino tournaments', 'Crash tournaments']);
    assert.ok(
      state.rows.every((n) => n > 0 && n <= 100),
      `top 100 at most: ${state.rows}`,
    );
    assert.ok(
      state.rows.some((n) => n === 100),
      `some board is full: ${state.rows}`,
    );
    assert.ok(
      Number(state.mineRank) >= 1 && Number(state.mineRank) <= 3,
      `player 001 is in the top 3: ${state.mineRank}`,
    );
    assert.ok(state.multipliers > 0, 'highest-multiplier boards show multipliers');
    await page.close();
  });

  it('an unranked player sees "Not ranked yet"; an anonymous visitor sees the boards without an own row', async () => {
    const unranked = await playerNo(3, '003');
    let page = await h.page();
    await page.goto(
      `${h.base}/rankings.html?api=3&ranking-id=1&gameToken=${encodeURIComponent(await freshGameToken(h, unranked.account))}`,
    );
    await waitForBoard(page, '#rankings');
    await page.waitForFunction(
      () => document.querySelector('#rankings')!.shadowRoot!.querySelector('.rk-mine-pin'),
      null,
      { timeout: 15_000 },
    );
    assert.match((await boardState(page, '#rankings')).mine[0]!, /Not ranked yet/);
    await page.close();

    page = await h.page();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${h.base}/rankings.html?api=3`);
    await waitForBoard(page, '#rankings');
    const state = await boardState(page, '#rankings');
    assert.deepEqual(state.mine, []);
    assert.ok(asked.includes('/api/rank/ranking-setting'), 'the public tournaments call');
    assert.ok(
      asked.some((p) => /^\/api\/rank\/ranking-history\/3\/\d+\//.test(p)),
      'the public board call',
    );
    const results = await axeOn(page).include('ingame-rankings').analyze();
    assert.deepEqual(seriousViolations(results.violations), []);
    await page.close();
  });

  it('names in Thai on a Thai page', async () => {
    const page = await h.page();
    await page.goto(`${h.base}/rankings.html?api=3&lang=th&window=crash`);
    await waitForBoard(page, '#rankings');
    const state = await boardState(page, '#rankings');
    assert.deepEqual(state.headings, ['ทัวร์นาเมนต์แครช']);
    assert.ok(state.names.length === 3 && state.names.every((n) => n.includes('ถ้วย')), state.names.join(' | '));
    await page.close();
  });

  it('a platform failure shows the §8 notice with its code, and "Try again" recovers', async () => {
    const page = await h.page();
    await h.withFault(
      { route: '/rank/ranking-setting', fault: { kind: 'code', code: 5003, message: 'resting' }, count: 1 },
      async () => {
        await page.goto(`${h.base}/rankings.html?api=3`);
        await page.waitForFunction(
          () => document.querySelector('#rankings')?.shadowRoot?.querySelector('.rk-error [role="alert"]'),
          null,
          { timeout: 15_000 },
        );
        const text = await page.evaluate(
          () => document.querySelector('#rankings')!.shadowRoot!.querySelector('.rk-error')!.textContent,
        );
        assert.match(text ?? '', /5003:/);
      },
    );
    await page.locator('#rankings').locator('.rk-error > .rk-button').click();
    await waitForBoard(page, '#rankings');
    await page.close();
  });
});

/**
 * Waits for `ready` in the app; on a timeout, says which step it was and what the app showed (its
 * route and boards), as a CI log's tail is all a failed run leaves to read.
 */
async function appShows(page: Page, step: string, ready: (arg: string) => unknown, arg = ''): Promise<void> {
  try {
    await page.waitForFunction(ready, arg, { timeout: 30_000 });
  } catch (error) {
    const shown = await page.evaluate(() => location.hash).catch(() => '?');
    const state = await boardState(page, 'ingame-app').catch(() => null);
    throw new Error(`${step}: not shown within 30 s at ${shown}; the app showed ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

describe('the events hub and the event page in the app', () => {
  it("hub → full board → event page → back, with the player's own rank", async () => {
    const player = await playerNo(3, '001');
    const page = await h.page({ width: 1280, height: 900 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, player.account))}&lang=en#/ingame/action`,
    );
    await waitForBoard(page, 'ingame-app');
    await appShows(page, "the hub's own row", () =>
      document.querySelector('ingame-app')!.shadowRoot!.querySelector('.rk-mine-pin .rk-rank'),
    );
    let state = await boardState(page, 'ingame-app');
    assert.deepEqual(state.rows, [10], `the hub shows the open board's top rows: ${JSON.stringify(state)}`);
    assert.ok(Number(state.mineRank) <= 3, `own rank ${state.mineRank}`);
    const axe = await axeOn(page).include('ingame-app').analyze();
    assert.deepEqual(seriousViolations(axe.violations), []);

    // Another tournament's full board.
    const app = page.locator('ingame-app');
    const other = app.locator('.rk-list a[href^="#/ingame/action?ranking="]').first();
    const otherName = await other.textContent();
    await other.click();
    await appShows(
      page,
      `the full board of ${otherName}`,
      (name) => {
        const root = document.querySelector('ingame-app')!.shadowRoot!;
        return (
          root.querySelector('[part="event-name"]')?.textContent === name &&
          location.hash.startsWith('#/ingame/action?ranking=')
        );
      },
      otherName ?? '',
    );

    // An event's page (inside the shell: issue 24), then back to the hub.
    await app.locator('a[href^="#/event/"]').first().click();
    await appShows(
      page,
      'the event page',
      () =>
        location.hash.startsWith('#/ingame/event/') &&
        document.querySelector('ingame-app')!.shadowRoot!.querySelector('.rk-event dl'),
    );
    state = await boardState(page, 'ingame-app');
    assert.equal(state.names.length, 1, `one event on its page: ${JSON.stringify(state)}`);
    assert.ok(state.mineRank, `the event page shows "your ranking": ${JSON.stringify(state)}`);
    assert.ok((await app.locator('[part="prize"] li').count()) > 0, 'prize content');
    await app.locator('.rk-back').click();
    await appShows(
      page,
      'the hub again',
      () =>
        location.hash === '#/ingame/action' &&
        document.querySelector('ingame-app')!.shadowRoot!.querySelector('.rk--hub .rk-more'),
    );
    await page.close();
  });

  it('the bare event page of a concluded event says so, anonymous without an own row', async () => {
    const events = (await (await fetch(`${h.base}/api/event-list/3/en-US`)).json()) as {
      Data: { Id: number; State: string }[];
    };
    const concluded = events.Data.find((e) => e.State === 'concluded')!;
    const page = await h.page({ width: 375, height: 740 });
    await page.goto(`${h.base}/app.html?apiId=3&lang=en#/event/${concluded.Id}`);
    await page.waitForFunction(
      () => document.querySelector('ingame-app')?.shadowRoot?.querySelector('.rk-concluded'),
      null,
      { timeout: 20_000 },
    );
    const text = await page.locator('ingame-app').locator('.rk-concluded').textContent();
    assert.equal(text, 'The event has already concluded.');
    assert.equal(await page.locator('ingame-app').locator('.rk-mine-pin').count(), 0);
    assert.equal(await page.locator('ingame-app').locator('[part="menu"], nav').count(), 0, 'bare: no menu');
    await page.close();
  });
});

describe("a tournament's period picker on a phone", () => {
  for (const lang of ['de', 'th', 'vi']) {
    it(`shows the picked period's days whole at 320 px (${lang})`, async () => {
      const player = await playerNo(3, '001');
      const page = await h.page({ width: 320, height: 640, mobile: true });
      const token = encodeURIComponent(await freshGameToken(h, player.account));
      // Ranking 7 has four periods (platform/server/seed/rankings.ts PERIODS).
      await page.goto(`${h.base}/app.html?token=${token}&lang=${lang}#/ingame/action?ranking=7`);
      await page.locator('ingame-app .rk-periods select').waitFor({ timeout: 15_000 });
      const fit = await page.evaluate(() => {
        const select = document.querySelector('ingame-app')!.shadowRoot!.querySelector('.rk-periods select')!;
        const style = getComputedStyle(select);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = style.font;
        // Its days; its state, last, may be cut in a long language (ta, ro, th): the card's header
        // shows it beside, as its badge, with the period's full dates.
        const text = (select as HTMLSelectElement).selectedOptions[0]!.text.split(' · ')[0]!;
        // The text's room: the box without its padding and Chromium's arrow (about 20 px).
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        return { text, width: pen.measureText(text).width, room };
      });
      assert.ok(fit.width <= fit.room, `"${fit.text}" is ${fit.width.toFixed(0)} px in ${fit.room.toFixed(0)} px`);
      await page.close();
    });
  }
});

describe('countdowns read like a live product (issue 29)', () => {
  const DAY = 86_400_000;
  /** A seeded instant as the platform serves it now (platform/server/demo-clock.ts). */
  const served = (seeded: number) => seeded + demoShift(Date.now());
  /** Whole days the screen shows before the clock part ("Ends in 2d 04:00:00"), at `now`. */
  const daysLeft = (seeded: number, now = Date.now()) => Math.floor((seeded + demoShift(now) - now) / DAY);
  /**
   * The days a countdown may show, as a pattern: counted when the page was opened (`since`) and now.
   * Both when the count changed in between (a day of the countdown ran out, or the platform's daily
   * shift of its dates came); else the one.
   */
  const daysShown = (seeded: number, since: number) => {
    const [then, now] = [daysLeft(seeded, since), daysLeft(seeded)];
    return then === now ? String(now) : `(?:${then}|${now})`;
  };
  const countdowns = async (page: Page, host: string) => {
    await page.locator(`${host} [part="countdown"]`).first().waitFor({ timeout: 20_000 });
    return page.locator(`${host} [part="countdown"]`).allTextContents();
  };

  it('the hub counts the running cups down in days and hours; a season beyond 30 days shows its date', async () => {
    const page = await h.page({ width: 375, height: 740 });
    const since = Date.now();
    await page.goto(`${h.base}/rankings.html?api=3&lang=en`);
    await waitForBoard(page, '#rankings');
    const texts = await countdowns(page, '#rankings');
    const casinoDays = daysLeft(PERIODS.casino[2]![1]);
    assert.ok(casinoDays <= 30, `the running casino cup ends within 30 days: ${casinoDays}`);
    const shown = daysShown(PERIODS.casino[2]![1], since);
    assert.ok(
      texts.some((t) => new RegExp(`^Ends in ${shown}d \\d\\d:\\d\\d:\\d\\d$`).test(t)),
      `a countdown in days and hours: ${texts.join(' | ')}`,
    );
    // The crash season's end is beyond 30 days: its date, in this year or the next — never decades ahead.
    // Shown in the operator's time zone (GMT+8 here), so its year is the UTC year of the instant or of
    // a day either side: the end at 2026-12-31 16:00 UTC reads "Ends on 2027/01/01 00:00:00 GMT+8".
    const crashEnd = served(PERIODS.crash[2]![1]);
    const years = [-DAY, 0, DAY].map((d) => String(new Date(crashEnd + d).getUTCFullYear()));
    assert.ok(
      texts.some((t) => t.startsWith('Ends on ') && years.some((year) => t.includes(year))),
      `the far end as a date: ${texts.join(' | ')}`,
    );
    for (const t of texts) assert.ok(!/\b20[5-9]\d\b/.test(t) && !/\d{3,}d /.test(t), `no far-future date: ${t}`);
    await page.close();
  });

  it("a running tournament's page counts down; the next one counts to its start", async () => {
    const from = new Date(Date.now() - 90 * DAY).toISOString();
    const to = new Date(Date.now() + 90 * DAY).toISOString();
    const settings = (
      (await (
        await fetch(
          `${h.base}/api/rank/ranking-setting?ApiId=3&LangId=en-US&StartDateTime=${from}&EndDateTime=${to}&Type=totalWin&GameIds=1`,
        )
      ).json()) as { Data: { RankingId: number; State: string }[] }
    ).Data;
    const open = async (state: string) => {
      const ranking = settings.find((s) => s.State === state)!;
      const page = await h.page({ width: 375, height: 740 });
      await page.goto(`${h.base}/app.html?apiId=3&lang=en#/ingame/action?ranking=${ranking.RankingId}`);
      const texts = await countdowns(page, 'ingame-app');
      await page.close();
      return texts;
    };
    let since = Date.now();
    const running = await open('running');
    const ends = daysShown(PERIODS.casino[2]![1], since);
    assert.ok(
      running.some((t) => new RegExp(`^Ends in ${ends}d \\d\\d:\\d\\d:\\d\\d$`).test(t)),
      running.join(' | '),
    );
    since = Date.now();
    const coming = await open('comingSoon');
    const starts = daysShown(PERIODS.casino[3]![0], since);
    assert.ok(
      coming.some((t) => new RegExp(`^Starts in ${starts}d \\d\\d:\\d\\d:\\d\\d$`).test(t)),
      coming.join(' | '),
    );
  });
});
