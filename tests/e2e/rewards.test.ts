/**
 * Rewards in Chromium against the platform: the three elements alone on a lobby page (rewards,
 * backpack, gift code), each gift-code outcome from the UI, the JILI Star gate, the app's
 * #/ingame/prize with the menu badge, the backpack in #/ingame/member, the bare #/gift-code/{id},
 * faults, and axe.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  clearOfDailyBoundary,
  demoPlayers,
  harnessForFile,
  type DemoPlayer,
  type Harness,
  freshGameToken,
} from './harness.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
let players: DemoPlayer[];
before(async () => {
  h = await harness();
  players = await demoPlayers(h);
});

/** The first seeded player of an operator: one card of every kind, a reward in every state. */
const firstOf = (apiId: number) => players.find((p) => p.apiId === apiId)!;
/** The rewards demo page, as a player (with a fresh game token: they are single-use) or anonymous. */
const lobby = async (p: DemoPlayer | null, eventId = 1, extra = '') =>
  `${h.base}/rewards.html?api=${p?.apiId ?? 3}&event-id=${eventId}${p ? `&gameToken=${encodeURIComponent(await freshGameToken(h, p.account))}` : ''}${extra}`;

/** Evaluate inside an element's shadow root. */
const inside = <T>(page: Page, selector: string, fn: (root: ShadowRoot) => T) =>
  page.evaluate(`(${fn.toString()})(document.querySelector(${JSON.stringify(selector)}).shadowRoot)`) as Promise<T>;

async function send(page: Page, email: string) {
  const gift = page.locator('ingame-gift-code');
  await gift.locator('input[type="email"]').fill(email);
  await gift.locator('button[type="submit"]').click();
}
/** Whether the gift code's send button is disabled (a countdown, an outcome that ends the event). */
const sendDisabled = (page: Page) =>
  inside(
    page,
    'ingame-gift-code',
    (root) => (root.querySelector('button[type="submit"]') as HTMLButtonElement).disabled,
  );
async function outcomeOf(page: Page, wanted?: string): Promise<{ name: string; text: string }> {
  await page.waitForFunction(
    (w) => {
      const o = document.querySelector('ingame-gift-code')?.shadowRoot?.querySelector('[part="outcome"]');
      return o && (!w || o.getAttribute('data-outcome') === w);
    },
    wanted ?? null,
    { timeout: 15_000 },
  );
  return inside(page, 'ingame-gift-code', (root) => {
    const o = root.querySelector('[part="outcome"]')!;
    return { name: o.getAttribute('data-outcome')!, text: o.querySelector('p')!.textContent! };
  });
}
/** Move an address's last try out of the platform's 30-second rate-limit window. */
const age = (email: string) =>
  h.server.db.query("UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE email = $1", [email]);

describe('the three elements alone on a lobby page', () => {
  it("rewards in every state, the backpack's cards with expiry, and the gift-code event", async () => {
    const page = await h.page({ width: 375, height: 800 });
    await page.goto(await lobby(firstOf(110)));
    await page.locator('ingame-prize').locator('[part="reward"]').first().waitFor({ timeout: 15_000 });
    const states = await inside(page, 'ingame-prize', (root) =>
      [...root.querySelectorAll('[part="reward"]')].map((r) => r.getAttribute('data-state')),
    );
    assert.deepEqual(new Set(states), new Set(['pending', 'claimed', 'expired']));
    assert.ok((await inside(page, 'ingame-prize', (root) => root.querySelectorAll('button.reward__claim').length)) > 0);

    await page.locator('ingame-backpack').locator('[part="item-card"]').first().waitFor({ timeout: 15_000 });
    const cards = await inside(page, 'ingame-backpack', (root) =>
      [...root.querySelectorAll('[part="item-card"]')].map((c) => ({
        name: c.querySelector('.item-card__name')!.textContent!,
        expiry: c.querySelector('[part="expiry"]')!.textContent!,
        image: c.querySelector('img')!.getAttribute('src')!,
      })),
    );
    assert.equal(cards.length, 16, 'one card of every kind, variant and tier; the expired one is not shown');
    for (const tier of ['1-Star', '2-Star', '3-Star', 'Premium', 'Golden'])
      assert.ok(
        cards.some((c) => c.name.endsWith(tier)),
        tier,
      );
    for (const name of [
      'Frozen Card',
      'Bonus Prize Card',
      'Yeti Summon Card',
      'Rabbit Summon Card',
      'Xmas Express Summon Card',
      'Bronze Drill Card',
      'Silver Drill Card',
      'Gold Drill Card',
    ]) {
      assert.ok(
        cards.some((c) => c.name === name),
        name,
      );
    }
    assert.ok(
      cards.some((c) => /expires in \d+ min/.test(c.expiry)),
      'a card expiring within the hour says so',
    );
    assert.ok(cards.some((c) => /expires in 3 h/.test(c.expiry)) || cards.some((c) => /expires in 2 h/.test(c.expiry)));
    assert.deepEqual(
      new Set(cards.map((c) => c.image.split('/').pop())),
      new Set(['item-card-jili.svg', 'item-card-tada.svg', 'item-card-rich.svg']),
    );
    // Each image is served (the build copies assets/item-cards); off-screen ones load lazily.
    for (const src of new Set(cards.map((c) => c.image))) {
      const r = await fetch(src);
      assert.equal(r.status, 200, src);
      assert.match(r.headers.get('content-type') ?? '', /svg/);
    }

    await page.locator('ingame-gift-code').locator('[part="giftcode-form"]').waitFor();
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => root.querySelector('h2')!.textContent),
      'Welcome gift code',
    );
    await page.close();
  });

  it('claims a reward', async () => {
    const page = await h.page();
    await page.goto(await lobby(firstOf(20001)));
    const button = page.locator('ingame-prize').locator('button.reward__claim').first();
    await button.waitFor({ timeout: 15_000 });
    const before = await inside(page, 'ingame-prize', (root) => root.querySelectorAll('[data-state="claimed"]').length);
    await button.click();
    await page.waitForFunction(
      (n) =>
        document.querySelector('ingame-prize')!.shadowRoot!.querySelectorAll('[data-state="claimed"]').length === n + 1,
      before,
      { timeout: 10_000 },
    );
    await page.close();
  });

  it('JILI Star has no backpack: a plain statement, no toast, no request', async () => {
    const page = await h.page();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/backpack/') && asked.push(r.url()));
    await page.goto(await lobby(firstOf(202)));
    await page.locator('ingame-backpack').locator('.backpack__gated').waitFor({ timeout: 15_000 });
    assert.match(
      await inside(page, 'ingame-backpack', (root) => root.querySelector('.backpack__gated')!.textContent!),
      /no backpack/,
    );
    assert.equal(await inside(page, 'ingame-backpack', (root) => root.querySelectorAll('.toast').length), 0);
    assert.deepEqual(asked, []);
    await page.close();
  });

  it('a failing backpack shows the §8 notice with code:trace and recovers on retry', async () => {
    const page = await h.page();
    await h.withFault({ route: '/backpack/', fault: { kind: 'http500' } }, async () => {
      await page.goto(await lobby(firstOf(3)));
      await page.locator('ingame-backpack').locator('.rewards__error').waitFor({ timeout: 15_000 });
    });
    await page.locator('ingame-backpack').locator('.rewards__error > button.rewards__button').click();
    await page.locator('ingame-backpack').locator('[part="item-card"]').first().waitFor({ timeout: 15_000 });
    await page.close();
  });
});

describe('gift-code outcomes from the UI', () => {
  it('sent, then too frequent with a countdown, then "e-mail already claimed" — the typed address is kept', async () => {
    const page = await h.page({ width: 375, height: 800 });
    await page.goto(await lobby(null, 1));
    await send(page, 'e2e-once@example.com');
    assert.match((await outcomeOf(page, 'sent')).text, /check your inbox/);
    // The form closes after a success; a fresh page tries the same address again.
    await page.reload();
    await send(page, 'e2e-once@example.com');
    const quick = await outcomeOf(page, 'tooFrequent');
    assert.equal(quick.text, 'The operation is too frequent, please try again later');
    assert.match(
      await inside(page, 'ingame-gift-code', (root) => root.querySelector('.giftcode__countdown')!.textContent!),
      /send again in \d+ seconds/,
    );
    assert.equal(await sendDisabled(page), true);
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => (root.querySelector('input') as HTMLInputElement).value),
      'e2e-once@example.com',
    );
    await age('e2e-once@example.com');
    await page.reload();
    await send(page, 'E2E-ONCE@example.com');
    assert.match((await outcomeOf(page, 'emailClaimed')).text, /already claimed a gift code/);
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => (root.querySelector('input') as HTMLInputElement).value),
      'E2E-ONCE@example.com',
    );
    await page.close();
  });

  it("one per player: a signed-in player's second address is refused", async () => {
    const p = firstOf(20000);
    const page = await h.page();
    await page.goto(await lobby(p, 1));
    await send(page, 'player-a@example.com');
    await outcomeOf(page, 'sent');
    await h.server.db.query(
      "UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE player_id IS NOT NULL",
    );
    await page.reload();
    await send(page, 'player-b@example.com');
    assert.match((await outcomeOf(page, 'playerClaimed')).text, /already received a gift code/);
    await page.close();
  });

  it('the daily limit (event 4, one a day)', async () => {
    // The limit counts per UTC day: both sends on the same one.
    await clearOfDailyBoundary(0);
    const page = await h.page();
    await page.goto(await lobby(null, 4));
    await send(page, 'daily-1@example.com');
    await outcomeOf(page, 'sent');
    await page.reload();
    await send(page, 'daily-2@example.com');
    assert.match((await outcomeOf(page, 'dailyLimit')).text, /try again tomorrow/);
    await page.close();
  });

  for (const [eventId, name, text] of [
    [2, 'fullyClaimed', 'We apologize, but all available Gift codes for this event have already been fully claimed.'],
    [3, 'concluded', 'The event has already concluded.'],
    [5, 'comingSoon', 'This event has not started yet. Coming soon!'],
  ] as const) {
    it(`event ${eventId} says "${name}" at once and cannot be sent`, async () => {
      const page = await h.page();
      await page.goto(await lobby(null, eventId));
      assert.deepEqual(await outcomeOf(page, name), { name, text });
      assert.equal(await sendDisabled(page), true);
      await page.close();
    });
  }

  it('a bad address is refused inline and nothing is sent', async () => {
    const page = await h.page();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/giftcode/') && posts.push(r.url()));
    await page.goto(await lobby(null, 1));
    await send(page, 'not an e-mail');
    await page.locator('ingame-gift-code').locator('.giftcode__invalid').waitFor();
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => root.querySelector('.giftcode__invalid')!.textContent),
      'The format is incorrect, please re-enter.',
    );
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => root.querySelector('input')!.getAttribute('aria-invalid')),
      'true',
    );
    assert.deepEqual(posts, []);
    await page.close();
  });

  it('network failure and a server error keep the address and allow a retry', async () => {
    const page = await h.page();
    await page.goto(await lobby(null, 1));
    await h.withFault({ route: '/giftcode/send-email', fault: { kind: 'code', code: 5003 }, count: 1 }, async () => {
      await send(page, 'net@example.com');
      assert.match((await outcomeOf(page, 'network')).text, /network is unavailable/);
    });
    await h.withFault({ route: '/giftcode/send-email', fault: { kind: 'http500' }, count: 1 }, async () => {
      await page.locator('ingame-gift-code').locator('button[type="submit"]').click();
      await outcomeOf(page, 'error');
      assert.match(
        await inside(page, 'ingame-gift-code', (root) => root.querySelector('[part="outcome"]')!.textContent!),
        /could not be sent/,
      );
    });
    assert.equal(
      await inside(page, 'ingame-gift-code', (root) => (root.querySelector('input') as HTMLInputElement).value),
      'net@example.com',
    );
    await page.close();
  });

  it("speaks the player's language (Thai)", async () => {
    const page = await h.page();
    await page.goto(await lobby(null, 3, '&lang=th'));
    const { text } = await outcomeOf(page, 'concluded');
    assert.equal(text, 'กิจกรรมสิ้นสุดแล้ว');
    await page.close();
  });
});

describe('in the app', () => {
  it('#/ingame/prize: the Rewards badge counts unseen rewards and clears once the page is opened', async () => {
    const p = firstOf(3);
    const page = await h.page();
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, p.account))}&lang=en#/ingame/action`,
    );
    await page.locator('ingame-app').locator('nav a[data-menu="prize"] .prize-badge').waitFor({ timeout: 15_000 });
    assert.ok(
      Number(
        await inside(page, 'ingame-app', (root) => root.querySelector('.prize-badge')!.getAttribute('data-count')),
      ) > 0,
    );
    await page.locator('ingame-app').locator('nav a[data-menu="prize"]').click();
    await page.locator('ingame-app').locator('[part="reward"]').first().waitFor({ timeout: 15_000 });
    await page.locator('ingame-app').locator('nav a[data-menu="action"]').click();
    await page.waitForFunction(() => location.hash === '#/ingame/action');
    assert.equal(await inside(page, 'ingame-app', (root) => root.querySelectorAll('.prize-badge').length), 0);
    assert.match(await page.evaluate(() => document.cookie), /ingame_prize_check=\d+/);
    await page.close();
  });

  it('#/ingame/member shows the backpack; #/gift-code/1 is bare', async () => {
    const p = firstOf(110);
    const page = await h.page();
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, p.account))}&lang=en#/ingame/member`,
    );
    await page.locator('ingame-app').locator('[part="item-card"]').first().waitFor({ timeout: 15_000 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, p.account))}&lang=en#/gift-code/1`,
    );
    await page.locator('ingame-app').locator('[part="giftcode-form"]').waitFor({ timeout: 15_000 });
    assert.equal(
      await inside(page, 'ingame-app', (root) => root.querySelectorAll('nav').length),
      0,
      'no menu on the bare page',
    );
    await page.close();
  });
});

describe('accessibility (axe-core)', () => {
  it('the lobby page with the three elements has no serious or critical violations', async () => {
    const page = await h.page({ width: 375, height: 800 });
    await page.goto(await lobby(firstOf(110), 1));
    await page.locator('ingame-backpack').locator('[part="item-card"]').first().waitFor({ timeout: 15_000 });
    await page.locator('ingame-prize').locator('[part="reward"]').first().waitFor({ timeout: 15_000 });
    await send(page, 'bad address');
    await page.locator('ingame-gift-code').locator('.giftcode__invalid').waitFor();
    const results = await axeOn(page)
      .include('ingame-prize')
      .include('ingame-backpack')
      .include('ingame-gift-code')
      .analyze();
    assert.deepEqual(seriousViolations(results.violations), []);
    await page.close();
  });
});
