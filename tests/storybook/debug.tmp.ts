import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import fs from 'node:fs';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
const ROOT = 'storybook-static';
const server = createServer((req, res) => {
  const p = new URL(req.url!, 'http://x').pathname;
  const f = ROOT + p;
  if (!fs.existsSync(f) || fs.statSync(f).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': f.endsWith('.js')
      ? 'text/javascript'
      : f.endsWith('.html')
        ? 'text/html'
        : f.endsWith('.json')
          ? 'application/json'
          : f.endsWith('.svg')
            ? 'image/svg+xml'
            : 'application/octet-stream',
  });
  fs.createReadStream(f).pipe(res);
}).listen(6124);
const b = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const id of process.argv.slice(2)) {
  const page = await b.newPage();
  page.on('console', (m) => console.log('[console]', m.type(), m.text().slice(0, 400)));
  page.on('pageerror', (e) => console.log('[pageerror]', e.message));
  page.on('requestfailed', (r) => console.log('[reqfailed]', r.url()));
  page.on('response', (r) => r.status() >= 400 && console.log('[http]', r.status(), r.url()));
  await page.addInitScript(() => {
    const timer = setInterval(() => {
      const c = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
      if (c) {
        clearInterval(timer);
        for (const e of ['storyRendered', 'playFunctionThrewException', 'storyThrewException', 'storyErrored'])
          c.on(e, (p: any) => console.log('EVENT', e, JSON.stringify(p)?.slice(0, 600)));
      }
    }, 5);
  });
  const t = Date.now();
  await page.goto(`http://127.0.0.1:6124/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForTimeout(8000);
  console.log(id, Date.now() - t);
  await page.screenshot({ path: `/tmp/ss-${id}.png` });
  await page.close();
}
await b.close();
server.close();
