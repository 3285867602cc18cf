/**
 * The demo pages on the light build (issue 18): `?bundle=lite` serves the same page with its
 * script tags pointing into /dist/lite/; without it the page is untouched; no path tricks.
 * ?bundle=elements serves the full-page app's page on `ingame.js` instead of its own `app-early.js` and `app.js`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../platform/server/server';

let demo: RunningServer;
beforeAll(async () => {
  demo = await startServer({
    dataDir: null,
    seed: { roundsPerPlayer: 2, longPlayerRounds: 4, maxPlayersPerOperator: 1 },
    demo: true,
  });
}, 120_000);
afterAll(async () => {
  await demo?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${demo.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe('?bundle=lite on the demo pages', () => {
  it.each([
    ['/marquee-only.html', 'ingame.js'],
    ['/history-only.html', 'ingame.js'],
    ['/app.html', 'app-early.js'],
  ])('%s?bundle=lite loads /dist/lite/%s and nothing from /dist/ itself', async (path, script) => {
    const lite = await page(`${path}?bundle=lite&lang=en`);
    expect(lite.status).toBe(200);
    expect(lite.type).toMatch(/text\/html/);
    expect(lite.text).toContain(`src="/dist/lite/${script}"`);
    expect(lite.text).not.toMatch(/(src|href)="\/dist\/(?!lite\/)/);
    const react = await page(path);
    expect(react.text).toContain(`src="/dist/${script}"`);
    expect(react.text).not.toContain('/dist/lite/');
  });

  it("the app page loads its own app-early.js (with the settings) and preloads app.js, which app-early.js runs; ?bundle=elements loads ingame.js and preloads the element's chunk", async () => {
    const own = (await page('/app.html')).text;
    expect(own).toMatch(
      /<script type="module" src="\/dist\/app-early\.js" data-api-base="\/api"[^>]*><\/script>\s*<link rel="modulepreload" href="\/dist\/app\.js">/,
    );
    expect(own).not.toContain('<script type="module" src="/dist/app.js">');
    expect(own).not.toMatch(/\/dist\/(ingame|elements\/)/);
    const elements = (await page('/app.html?bundle=elements')).text;
    expect(elements).toContain('<script type="module" src="/dist/ingame.js" data-api-base="/api"');
    expect(elements).toContain('<link rel="modulepreload" href="/dist/elements/ingame-app.js">');
    expect(elements).not.toMatch(/\/dist\/app(-early)?\.js/);
  });

  it.each(['/nope.html?bundle=lite', '/..%2fpackage.json?bundle=lite', '/%2e%2e%2fREADME.html?bundle=lite'])(
    '%s is a plain 404',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toMatch(/"dependencies"|<script/);
    },
  );
});
