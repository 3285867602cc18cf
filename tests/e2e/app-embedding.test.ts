import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { harnessForFile, type Harness, freshGameToken, firstPlayer } from './harness.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const player = (apiId = 3) => firstPlayer(h, apiId);
/** The same server under another host name: another site, as a real embedding is. */
const otherSite = () => h.base.replace('127.0.0.1', 'localhost');

describe('<ingame-app> embedded in a game client', () => {
  it('runs in a cross-site iframe and keeps its session across reloads (Partitioned cookies)', async () => {
    const p = await player();
    const page = await h.page();
    const app = `${otherSite()}/app.html?token=${await freshGameToken(h, p.account)}`;
    await page.goto(`${h.base}/frame.html?src=${encodeURIComponent(app)}`);
    const frame = page.frameLocator('#app');
    await frame.locator('ingame-app').locator('[part="account"]').waitFor({ timeout: 15_000 });
    assert.equal(await frame.locator('ingame-app').locator('[part="account"]').textContent(), p.account);
    // The credential cookie is the app document's own (Path=/app.html, #27).
    const cookies = await page.context().cookies(`${otherSite()}/app.html`);
    const token = cookies.find((c) => c.name === 'ingame_token');
    assert.ok(token, `cookies: ${cookies.map((c) => c.name).join(', ')}`);
    assert.equal(token.sameSite, 'None');
    assert.equal(token.secure, true);
    // Reload the iframe without the game token: the stored session is used.
    await page.evaluate(
      (src) => ((document.getElementById('app') as HTMLIFrameElement).src = src),
      `${otherSite()}/app.html#/ingame/prize`,
    );
    await frame.locator('ingame-app').locator('[part="account"]').waitFor({ timeout: 15_000 });
    assert.equal(await frame.locator('ingame-app').locator('[part="account"]').textContent(), p.account);
    await page.close();
  });

  it('a refresh message from the game origin reloads the app; one from another origin is ignored', async () => {
    const p = await player();
    const page = await h.page();
    const gameOrigin = h.base;
    const app = `${otherSite()}/app.html?token=${await freshGameToken(h, p.account)}&posthost=${encodeURIComponent(gameOrigin)}#/ingame/prize`;
    await page.goto(`${h.base}/frame.html?src=${encodeURIComponent(app)}`);
    await page.frameLocator('#app').locator('ingame-app').locator('main h1').waitFor({ timeout: 15_000 });
    const appFrame = page.frames().find((f) => f.url().includes('/app.html'))!;
    await appFrame.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // From a wrong origin: a window of another site posts the command.
    await appFrame.evaluate(() => window.postMessage({ command: 'refresh' }, '*'));
    await page.waitForTimeout(500);
    assert.equal(
      await appFrame.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      "a message from the app's own origin (not the game) must be ignored",
    );
    // From the game origin (the parent page, which is the posthost): the app goes to its first page and reloads.
    await page.evaluate(
      (target) => (window as unknown as { refreshApp(t: string): void }).refreshApp(target),
      otherSite(),
    );
    await page.frameLocator('#app').locator('ingame-app').locator('main h1').waitFor({ timeout: 15_000 });
    const after = page.frames().find((f) => f.url().includes('/app.html'))!;
    await after.waitForFunction(
      () => (window as unknown as { marker?: number }).marker === undefined && location.hash === '#/ingame/action',
      null,
      { timeout: 10_000 },
    );
    await page.close();
  });
});

describe('accessibility (axe-core)', () => {
  it("axe looks inside the widgets' shadow roots (a planted unnamed button is found)", async () => {
    const page = await h.page();
    await page.goto(`${h.base}/lobby.html?api=3`);
    // The element's own strip, not the entry's drawing of it (a child of the element, shown before
    // the element is defined and has a shadow root: elements/marquee-early.ts).
    await page.waitForFunction(
      () => document.querySelector('#marquee')?.shadowRoot?.querySelector('.marquee__item[aria-hidden="false"]'),
      null,
      { timeout: 15_000 },
    );
    await page.evaluate(() => document.querySelector('#marquee')!.shadowRoot!.append(document.createElement('button')));
    const results = await axeOn(page).include('ingame-marquee').analyze();
    assert.ok(
      seriousViolations(results.violations).some((v) => v.startsWith('button-name')),
      JSON.stringify(seriousViolations(results.violations)),
    );
    await page.close();
  });

  it('the lobby page with its widgets has no serious or critical violations', async () => {
    const p = await player();
    const page = await h.page();
    await page.goto(`${h.base}/lobby.html?api=3&gameToken=${await freshGameToken(h, p.account)}`);
    await page.locator('#account').locator('[part="account"]').waitFor({ timeout: 15_000 });
    const results = await axeOn(page)
      .include('ingame-marquee')
      .include('ingame-account')
      .include('ingame-language')
      .analyze();
    assert.deepEqual(seriousViolations(results.violations), []);
    await page.close();
  });

  for (const route of [
    '/ingame/action',
    '/ingame/member',
    '/ingame/prize',
    '/ingame/gamehistory',
    '/ingame/fairness',
    '/ingame/nowhere',
    '/error?m=9100&trace=abc&redirect=%2Fingame%2Fprize',
  ]) {
    it(`app route ${route} has no serious or critical violations`, async () => {
      const p = await player();
      const page = await h.page();
      await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, p.account)}#${route}`);
      await page
        .locator('ingame-app')
        .locator('main h1, main [role="alert"], main .fairness')
        .first()
        .waitFor({ timeout: 15_000 });
      // History draws its rows after the page heading: wait for them (or its empty state) too.
      if (route.startsWith('/ingame/gamehistory'))
        await page
          .locator('ingame-app')
          .locator('.history__open, .history__empty')
          .first()
          .waitFor({ timeout: 15_000 });
      const results = await axeOn(page).analyze();
      assert.deepEqual(seriousViolations(results.violations), []);
      await page.close();
    });
  }
});
