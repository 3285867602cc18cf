import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  clearOfDailyBoundary,
  demoPlayers,
  harnessForFile,
  playerApi,
  type DemoPlayer,
  type Harness,
  freshGameToken,
} from './harness.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const api = <T>(player: DemoPlayer, path: string) => playerApi<T>(h, player, path);
const players = async (apiId: number) => (await demoPlayers(h)).filter((p) => p.apiId === apiId);

/** Run `fn` inside the shadow root of `host` (an element on member.html, or the app). */
const inside = <T>(page: Page, host: string, fn: (root: ShadowRoot) => T) =>
  page.evaluate(`(${fn.toString()})(document.querySelector(${JSON.stringify(host)}).shadowRoot)`) as Promise<T>;
const waitIn = (page: Page, host: string, selector: string) =>
  page.waitForFunction(([h, s]) => document.querySelector(h!)?.shadowRoot?.querySelector(s!), [host, selector], {
    timeout: 15_000,
  });

async function memberPage(player: DemoPlayer, query = '', size = { width: 375, height: 800 }): Promise<Page> {
  const page = await h.page(size);
  await page.goto(
    `${h.base}/member.html?api=${player.apiId}&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}${query}`,
  );
  return page;
}

describe('<ingame-vip> and <ingame-level> on a lobby page', () => {
  it('show each player their own tier, progress and LV, as the platform says', async () => {
    for (const player of [...(await players(3)), ...(await players(110))]) {
      const page = await memberPage(player);
      await waitIn(page, '#vip', '[part~="signin"]');
      await waitIn(page, '#level', '[part~="lv-level"]');
      const status = await api<{ Vip: number; Lv: number; VipExp: number }>(player, '/member/vip-level');
      const setting = await api<{ Levels: { Level: number; Name: string }[] }>(player, '/member/vip-setting');
      const shown = await inside(page, '#vip', (root) => ({
        tier: root.querySelector('[part~="vip-level"]')!.textContent,
        bars: [...root.querySelectorAll('[role="progressbar"]')].map((b) => [
          Number(b.getAttribute('aria-valuenow')),
          Number(b.getAttribute('aria-valuemax')),
        ]),
        rows: root.querySelectorAll('[part~="vip-tier"]').length,
      }));
      assert.equal(shown.tier, setting.Levels.find((l) => l.Level === status.Vip)!.Name, player.account);
      assert.equal(shown.rows, setting.Levels.length);
      for (const [now, max] of shown.bars)
        assert.ok(now! >= 0 && now! <= max!, `${player.account}: bar ${now}/${max} within 0–100 %`);
      assert.equal(
        await inside(page, '#level', (root) => root.querySelector('[part~="lv-level"]')!.textContent),
        `LV ${status.Lv}`,
      );
      await page.close();
    }
  });

  it('signs in today; the platform keeps it across a reload', async () => {
    const player = (await players(3))[2]!;
    // A sign-in day starts at the time of day the week does (noon in the player's zone): the sign-in
    // and the reload on the same day.
    const { WeekStart } = await api<{ WeekStart: string }>(player, '/member/sign-in');
    await clearOfDailyBoundary(Date.parse(WeekStart) % 86_400_000);
    const page = await memberPage(player);
    await waitIn(page, '#vip', '[part~="signin"] button');
    const button = page.locator('#vip').locator('[part~="signin"] button');
    assert.equal(await button.textContent(), 'Sign in today');
    await button.click();
    // The button is also disabled while the sign-in is on its way: wait for the platform's answer.
    await page.waitForFunction(
      () =>
        document.querySelector('#vip')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="signin"] button')!
          .textContent === 'Signed in today',
    );
    assert.equal(await button.isDisabled(), true);
    assert.equal(await button.textContent(), 'Signed in today');
    await page.reload();
    await waitIn(page, '#vip', '[part~="signin"] button');
    assert.equal(await page.locator('#vip').locator('[part~="signin"] button').textContent(), 'Signed in today');
    await page.close();
  });

  it('JILI Star: "no VIP programme", no toast, no error — and LV still shows', async () => {
    const player = (await players(202))[0]!;
    const page = await memberPage(player);
    await waitIn(page, '#vip', '.member-novip');
    await waitIn(page, '#level', '[part~="lv-level"]');
    assert.equal(
      await inside(page, '#vip', (root) => root.querySelector('.member-novip')!.textContent),
      'This operator has no VIP programme.',
    );
    const noise = await page.evaluate(
      () =>
        [...document.querySelectorAll('ingame-vip, ingame-level')].flatMap((el) => [
          ...el.shadowRoot!.querySelectorAll('.toast, [role="alert"]'),
        ]).length,
    );
    assert.equal(noise, 0);
    await page.close();
  });

  it('a failing VIP setting shows the §8 widget with code:trace, and retry recovers', async () => {
    const player = (await players(3))[0]!;
    const page = await h.withFault(
      { route: '/member/vip-setting', fault: { kind: 'code', code: 7003, message: 'VIP resting' } },
      async () => {
        const p = await memberPage(player);
        await waitIn(p, '#vip', '[role="alert"]');
        return p;
      },
    );
    const text = await inside(page, '#vip', (root) => root.querySelector('[role="alert"]')!.textContent!);
    assert.match(text, /VIP resting/);
    assert.match(text, /7003:[\w-]+/);
    await page.locator('#vip').getByRole('button', { name: 'Try again' }).click();
    await waitIn(page, '#vip', '[part~="vip-level"]');
    await page.close();
  });

  it('device=mobileapp draws the compact app-style variant; Thai texts in lang=th', async () => {
    const player = (await players(3))[0]!;
    const page = await memberPage(player, '&device=mobileapp&lang=th');
    await waitIn(page, '#vip', '[part~="signin"]');
    const state = await inside(page, '#vip', (root) => ({
      variant: root.querySelector('[data-variant]')!.getAttribute('data-variant'),
      title: root.querySelector('#signin-title')!.textContent,
      shownTiers: root.querySelector('.member-table tbody')!.querySelectorAll('tr').length,
    }));
    assert.equal(state.variant, 'app');
    assert.equal(state.title, 'ของขวัญเช็คอิน');
    assert.ok(state.shownTiers <= 2);
    await page.close();
  });

  it('lang=de: the sign-in day rewards carry the currency and German separators (issue 25)', async () => {
    const player = (await players(3))[0]!;
    const page = await memberPage(player, '&lang=de');
    await waitIn(page, '#vip', '[part~="signin"] .member-day__reward');
    const rewards = await inside(page, '#vip', (root) =>
      [...root.querySelectorAll('[part~="signin"] .member-day__reward')].map((r) => r.textContent!),
    );
    const week = await api<{ Days: { Reward: number }[] }>(player, '/member/sign-in');
    assert.equal(rewards.length, week.Days.length);
    // The unit before the amount (the player's currency symbol), a dot between thousands, a decimal comma.
    for (const [i, text] of rewards.entries()) {
      const whole = String(week.Days[i]!.Reward).replace(/\B(?=(\d{3})+$)/g, '.');
      assert.match(text, new RegExp(`^[^\\d\\s]+ ${whole.replace('.', '\\.')},00$`), text);
    }
    assert.ok(
      rewards.some((r) => /\d\.\d{3},/.test(r)),
      `a thousands separator in ${rewards.join(' | ')}`,
    );
    await page.close();
  });

  it('has no serious or critical axe violations (browser and app style)', async () => {
    for (const query of ['', '&device=mobileapp']) {
      const player = (await players(3))[1]!;
      const page = await memberPage(player, query, { width: 1280, height: 900 });
      await waitIn(page, '#vip', '[part~="mission"]');
      await waitIn(page, '#level', '.member-table');
      const results = await axeOn(page).include('ingame-vip').include('ingame-level').analyze();
      assert.deepEqual(seriousViolations(results.violations), [], query);
      await page.close();
    }
  });
});

describe('the app routes', () => {
  const inApp = (page: Page, selector: string) => waitIn(page, 'ingame-app', selector);

  it('#/ingame/member shows the VIP summary and LV; "VIP details" opens #/ingame/member/vip', async () => {
    const player = (await players(110))[0]!;
    const page = await h.page({ width: 390, height: 780 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, player.account))}&lang=en#/ingame/member`,
    );
    await inApp(page, '.page--member [part~="lv-level"]');
    await inApp(page, '.page--member [part~="vip-level"]');
    await page.locator('ingame-app').getByRole('link', { name: 'VIP details' }).click();
    await page.waitForFunction(() => location.hash === '#/ingame/member/vip');
    await inApp(page, '.page--vip [part~="vip-tier"]');
    const results = await axeOn(page).analyze();
    assert.deepEqual(seriousViolations(results.violations), []);
    await page.close();
  });

  it('#/ingame/member/vip on JILI Star says there is no VIP programme', async () => {
    const player = (await players(202))[0]!;
    const page = await h.page({ width: 390, height: 780 });
    await page.goto(
      `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, player.account))}&lang=en#/ingame/member/vip`,
    );
    await inApp(page, '.page--vip .member-novip');
    await page.close();
  });
});
