/**
 * Issue 45 item 4: a lobby with one marquee, loaded by the classic script or by the ESM entry, as a
 * host page of the test's own (`/__host/…`, answered by the browser context; no CSP, so an inline
 * script may call `ingame.configure()` right after the classic tag), and the JavaScript it loads.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { serveHostPage } from './host-page.ts';
import { waitForAnnouncement } from './harness.ts';

const DATA = 'data-api-base="/api" data-log-host="" data-api-id="3"';

/** One marquee; `dir` is `/dist/` or `/dist/lite/`; `after` is HTML right after the script tag. */
export function marqueeLobby(kind: 'classic' | 'module', dir = '/dist/', after = ''): string {
  const tag =
    kind === 'classic'
      ? `<script src="${dir}ingame.iife.js" ${DATA}></script>`
      : `<script type="module" src="${dir}ingame.js" ${DATA}></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lobby</title><link rel="icon" href="data:,"></head>
<body><ingame-marquee></ingame-marquee>${tag}${after}</body></html>`;
}

export interface Loaded {
  /** The marquee's first announcement. */
  text: string;
  /** Paths of the scripts the page loaded. */
  scripts: string[];
  /** Their bodies' gzip size (level 9, as `npm run size` counts). */
  gzipBytes: number;
}

/**
 * Opens `html` on `page` and waits for the marquee's text, then half a second more (what loads
 * right after the text counts too); returns the scripts the page loaded, from the network.
 */
export async function loadLobby(page: Page, base: string, html: string, textPattern?: RegExp): Promise<Loaded> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      new URL(response.url()).pathname,
      response.body().catch(() => null),
    );
  });
  await serveHostPage(page, () => html);
  await page.goto(`${base}/__host/lobby`);
  const text = await waitForAnnouncement(page, 'ingame-marquee', 10_000, textPattern);
  await page.waitForTimeout(500);
  let gzipBytes = 0;
  for (const body of bodies.values()) {
    const b = await body;
    if (b) gzipBytes += gzipSync(b, { level: 9 }).length;
  }
  return { text, scripts: [...bodies.keys()], gzipBytes };
}
