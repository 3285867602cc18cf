/**
 * A host page of the test's own, served at the platform's origin (`/__host/…`, answered by the
 * browser context, never by the platform): a heading and a button of the host's, the elements
 * under test, and the bundle's script tag. No Content-Security-Policy on purpose: a policy would
 * hide the injections the hostile-input test looks for (the demo pages keep theirs).
 */
import type { Page } from 'playwright-core';

export function hostPage(body: string, script: Record<string, string> = {}): string {
  const data = Object.entries({ 'timeout-ms': '4000', ...script })
    .map(([k, v]) => ` data-${k}="${v.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host lobby</title><link rel="icon" href="data:,"></head>
<body><h1>Host lobby</h1><p><button id="host-button" type="button">Host button</button> <output id="host-out">0</output></p>
<script data-host>document.getElementById('host-button').addEventListener('click', function () { var o = document.getElementById('host-out'); o.textContent = String(Number(o.textContent) + 1); });</script>
${body}
<script data-host type="module" src="/dist/ingame.js" data-api-base="/api" data-log-host="" data-api-id="3"${data}></script>
</body></html>`;
}

/** Answer `/__host/…` on this page with `html()`. */
export async function serveHostPage(page: Page, html: () => string): Promise<void> {
  await page.route('**/__host/**', (route) => route.fulfill({ contentType: 'text/html', body: html() }));
}
