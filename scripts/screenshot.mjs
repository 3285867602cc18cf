// node scripts/screenshot.mjs <url> <out.png> [width] [height] — a headless Chromium screenshot.
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => console.log(`[console.${m.type()}]`, m.text()));
page.on('pageerror', (e) => console.log('[pageerror]', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.WAIT ?? 800));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`saved ${out}`);
