import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoPlayers, harnessForFile, type Harness, freshGameToken } from './harness.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const players = () => demoPlayers(h);

const inAccount = <T>(page: Page, fn: (root: ShadowRoot) => T) =>
  page.evaluate(`(${fn.toString()})(document.querySelector('#account').shadowRoot)`) as Promise<T>;

async function typeNickname(page: Page, value: string) {
  // Real typing into the dialog's input, inside the shadow root.
  const input = page.locator('#account').locator('dialog input');
  await input.fill(value);
  await page.locator('#account').locator('dialog button[type="submit"]').click();
}

describe('<ingame-account> nickname creation against the platform', () => {
  it("refuses a rule violation before sending, shows the server's refusal, then creates and shows it at once", async () => {
    const all = await players();
    const player = all.find((p) => p.apiId === 3 && !p.nickname)!;
    const taken = all.find((p) => p.apiId === 3 && p.nickname)!;
    const page = await h.page({ width: 375, height: 740 });
    const puts: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
    await page.goto(
      `${h.base}/lobby.html?api=3&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    await page.locator('#account').locator('[part="create"]').click();
    assert.equal(await inAccount(page, (root) => root.querySelector('dialog')!.open), true);

    await typeNickname(page, 'ab cd!');
    await page.locator('#account').locator('dialog [role="alert"]').waitFor();
    assert.equal(puts.length, 0, 'a rule violation is not sent');

    await typeNickname(page, taken.nickname!.toUpperCase());
    await page.waitForFunction(
      () =>
        /already taken/.test(
          document.querySelector('#account')!.shadowRoot!.querySelector('dialog [role="alert"]')?.textContent ?? '',
        ),
      null,
      { timeout: 10_000 },
    );
    assert.equal(puts.length, 1);

    await typeNickname(page, '龙Ok7');
    await page.waitForFunction(() => document.querySelector('#account')!.shadowRoot!.querySelector('.success'), null, {
      timeout: 10_000,
    });
    assert.equal(
      await inAccount(page, (root) => root.querySelector('.success')!.textContent),
      'Nickname created successfully',
    );
    assert.equal(await inAccount(page, (root) => root.querySelector('[part="nickname"]')?.textContent), '龙Ok7');
    await page.close();
  });

  it('Escape closes the dialog and returns focus to the button that opened it', async () => {
    const player = (await players()).find((p) => p.apiId === 110 && !p.nickname)!;
    const page = await h.page();
    await page.goto(
      `${h.base}/lobby.html?api=110&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    const button = page.locator('#account').locator('[part="create"]');
    await button.click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !document.querySelector('#account')!.shadowRoot!.querySelector('dialog')!.open,
      null,
      { timeout: 5000 },
    );
    assert.equal(
      await inAccount(page, (root) => (root.activeElement as HTMLElement | null)?.getAttribute('part')),
      'create',
    );
    await page.close();
  });

  it('a GLI operator (nicknames off) shows the account without the create button', async () => {
    const player = (await players()).find((p) => p.apiId === 120)!;
    const page = await h.page();
    await page.goto(
      `${h.base}/lobby.html?api=120&gameToken=${encodeURIComponent(await freshGameToken(h, player.account))}`,
    );
    await page.locator('#account').locator('[part="account"]').waitFor();
    assert.equal(await inAccount(page, (root) => root.querySelector('[part="create"]')), null);
    await page.close();
  });
});
