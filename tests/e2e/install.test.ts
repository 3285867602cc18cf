import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { encode } from 'uqr';
import { demoPlayers, harnessForFile, type Harness, freshGameToken } from './harness.ts';
import { axeOn, seriousViolations } from './axe.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

async function openInstall(query: string, size = { width: 1280, height: 800 }): Promise<Page> {
  const page = await h.page(size);
  await page.goto(`${h.base}/install.html?${query}`);
  await page
    .locator('ingame-install .install[data-state], ingame-install .install__gone, ingame-install .error-notice')
    .first()
    .waitFor({ timeout: 15_000 });
  return page;
}

/** The dark modules the SVG paints, read back from its path (one `M x y h n v 1 h -n z` per run). */
function svgModules(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector('ingame-install')!.shadowRoot!.querySelector('svg[part="qr"]')!;
    const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, n] of svg
      .querySelector('path')!
      .getAttribute('d')!
      .matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(n); i++) matrix[Number(y)]![Number(x) + i] = true;
    }
    const box = svg.getBoundingClientRect();
    return {
      matrix,
      width: box.width,
      height: box.height,
      light: svg.querySelector('rect')!.getAttribute('fill'),
      dark: svg.querySelector('path')!.getAttribute('fill'),
      label: svg.getAttribute('aria-label'),
    };
  });
}

describe('<ingame-install> on a lobby page', () => {
  it("desktop: a scannable QR code whose SVG encodes this page's URL, and both sets of steps", async () => {
    const page = await openInstall('api=3');
    const url = await page.evaluate(() => location.href);
    const qr = await svgModules(page);
    // The modules drawn are exactly the QR code of the URL (quiet zone of 4 included).
    assert.deepEqual(qr.matrix, encode(url, { ecc: 'M', border: 4 }).data);
    assert.ok(qr.matrix.length >= 29, `version 2+ with quiet zone: ${qr.matrix.length}`);
    // Black on white, square, big enough for a phone camera.
    assert.equal(qr.light, '#fff');
    assert.equal(qr.dark, '#000');
    assert.ok(qr.width >= 150 && Math.abs(qr.width - qr.height) < 1, `${qr.width}×${qr.height}`);
    assert.equal(qr.label, 'QR code of this page');
    const lists = await page.evaluate(() =>
      [...document.querySelector('ingame-install')!.shadowRoot!.querySelectorAll('ol[part="steps"]')].map(
        (ol) => ol.children.length,
      ),
    );
    assert.deepEqual(lists, [5, 9]);
    await page.close();
  });

  it('a Thai page shows the iPhone steps in Thai, and the region names in Thai', async () => {
    const page = await openInstall('api=110&lang=th&platform=ios', { width: 375, height: 740 });
    const steps = await page.evaluate(() =>
      [...document.querySelector('ingame-install')!.shadowRoot!.querySelectorAll('ol[part="steps"] li')].map(
        (li) => li.textContent!,
      ),
    );
    assert.equal(steps.length, 9);
    assert.equal(steps[0], 'เปิดหน้านี้ใน Safari');
    for (const step of steps) assert.match(step, /[\u0E00-\u0E7F]/, step);
    assert.match(
      await page.evaluate(
        () =>
          document.querySelector('ingame-install')!.shadowRoot!.querySelector('.install__step--trust')!.textContent!,
      ),
      /เชื่อถือ/,
    );
    await page.locator('ingame-region select').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('ingame-region option[value="TH"]').textContent(), 'ไทย');
    assert.equal(await page.locator('ingame-region option').count(), 249);
    await page.close();
  });

  it('the region picker emits ingame-region-change and remembers the choice', async () => {
    const page = await openInstall('api=3');
    await page.locator('ingame-region select').waitFor({ timeout: 10_000 });
    await page.locator('ingame-region select').selectOption('IN');
    await page.locator('#region-out', { hasText: 'IN' }).waitFor({ timeout: 5000 });
    assert.match(await page.evaluate(() => document.cookie), /ingame_region=IN/);
    // The keyboard way: type in the search field, Enter picks the first match.
    await page.locator('ingame-region input[type="search"]').fill('philippin');
    await page.locator('ingame-region input[type="search"]').press('Enter');
    await page.locator('#region-out', { hasText: 'PH' }).waitFor({ timeout: 5000 });
    // A new visit starts from the remembered region.
    await page.reload();
    await page.locator('ingame-region select').waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => document.querySelector('ingame-region')!.shadowRoot!.querySelector('select')!.value === 'PH',
      null,
      { timeout: 5000 },
    );
    await page.close();
  });

  it('an expired download link says it is no longer available', async () => {
    const page = await openInstall('api=1072');
    await page.locator('ingame-install .install__gone').waitFor({ timeout: 10_000 });
    assert.equal(
      await page.locator('ingame-install .install__gone').textContent(),
      'The download link is no longer available, please ask your agent for a new download link',
    );
    assert.equal(await page.locator('ingame-install svg, ingame-install ol, ingame-install button').count(), 0);
    await page.close();
  });

  it('Android: a file on another host is a plain download link, never a cross-site fetch (issue 24)', async () => {
    const page = await openInstall('api=3&platform=android', { width: 375, height: 740 });
    // The operator's file host, answered by the browser context: an APK download.
    await page.route('https://download.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/vnd.android.package-archive',
        headers: { 'Content-Disposition': 'attachment; filename="app.apk"' },
        body: 'APK',
      }),
    );
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://download.example/') && r.resourceType() === 'fetch') fetched.push(r.url());
    });
    const link = page.locator('ingame-install a.button', { hasText: 'Download for Android' });
    assert.match((await link.getAttribute('href')) ?? '', /^https:\/\/download\.example\/.+\.apk$/);
    assert.equal(await link.getAttribute('download'), '');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), link.click()]);
    assert.equal(download.suggestedFilename(), 'app.apk');
    assert.deepEqual(fetched, [], 'the page never reads the file cross-site');
    assert.equal(await page.locator('ingame-install [role="alert"]').count(), 0, 'no "Resource download fail."');
    await page.close();
  });

  it('a platform fault shows the error notice with code and trace', async () => {
    await h.withFault({ route: '/guide/', fault: { kind: 'code', code: 5003, message: 'resting' } }, async () => {
      const page = await openInstall('api=202');
      await page.locator('ingame-install .error-notice').waitFor({ timeout: 10_000 });
      assert.match(await page.locator('ingame-install .error-notice').innerText(), /5003/);
      await page.close();
    });
  });

  it('has no serious or critical accessibility violations (desktop and phone)', async () => {
    for (const [query, size] of [
      ['api=3', { width: 1280, height: 800 }],
      ['api=110&lang=th&platform=ios', { width: 375, height: 740 }],
    ] as const) {
      const page = await openInstall(query, size);
      await page.locator('ingame-region select').waitFor({ timeout: 10_000 });
      const results = await axeOn(page).include('ingame-install').include('ingame-region').analyze();
      assert.deepEqual(seriousViolations(results.violations), [], query);
      await page.close();
    }
  });
});

describe('intro and blocked pages in <ingame-app>', () => {
  async function openApp(hash: string, query = ''): Promise<Page> {
    const player = (await demoPlayers(h)).find((p) => p.apiId === 3)!;
    const page = await h.page({ width: 375, height: 740 });
    await page.goto(`${h.base}/app.html?token=${await freshGameToken(h, player.account)}${query}#${hash}`);
    await page.locator('ingame-app main h1').first().waitFor({ timeout: 15_000 });
    return page;
  }

  it("#/ingame/intro/1 shows the game's rules as bullets (§3 introBullet) in the intro layout; Thai on a Thai page", async () => {
    const page = await openApp('/ingame/intro/1', '&lang=th');
    await page.locator('ingame-app [part="intro-rules"]').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('ingame-app [part="intro-rules"]').getAttribute('data-layout'), 'bullets');
    const rules = await page.locator('ingame-app [part="intro-rules"] li').allTextContents();
    assert.ok(rules.length >= 2);
    for (const rule of rules) assert.match(rule, /[\u0E00-\u0E7F]/, rule);
    assert.equal(await page.locator('ingame-app .app').getAttribute('data-layout'), 'intro');
    assert.equal(await page.locator('ingame-app .menu, ingame-app .marquee').count(), 0);
    const rtp = await page.locator('ingame-app [data-part="rtp"]').textContent();
    assert.match(rtp ?? '', /\d\d\.\d\d%/);
    const results = await axeOn(page).analyze();
    assert.deepEqual(seriousViolations(results.violations), []);
    await page.close();
  });

  it('a game without introBullet reads its rules as paragraphs', async () => {
    const page = await openApp('/ingame/intro/2');
    await page.locator('ingame-app [part="intro-rules"]').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('ingame-app [part="intro-rules"]').getAttribute('data-layout'), 'paragraphs');
    assert.ok((await page.locator('ingame-app [part="intro-rules"] p').count()) >= 2);
    await page.close();
  });

  it('block-info-web-url leads to a blocked page that exists', async () => {
    const url = (
      (await (await fetch(`${h.base}/api/game-setting/block-info-web-url`)).json()) as { Data: { Url: string } }
    ).Data.Url;
    assert.equal(url, '#/ingame/blocked');
    const page = await openApp(url.slice(1));
    await page.locator('ingame-app .blocked h1').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('ingame-app .blocked h1').textContent(), 'Access restricted');
    await page.close();
  });
});
