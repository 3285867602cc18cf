/**
 * The layout guard's measure (#24), shared by the guard over every route (layout.test.ts) and the
 * guard over open states (open-states.test.ts): a page wider than the screen, text outside it,
 * text on text, a line broken inside a word, text an overflow box cuts off. How each is judged is
 * written at the top of layout.test.ts.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { frames, freshGameToken, type Harness } from './harness.ts';

export { frames };

export interface Problem {
  kind: 'wider' | 'outside' | 'overlap' | 'midword' | 'clipped';
  text: string;
  boxes: { x: number; y: number; width: number; height: number }[];
}

/**
 * Runs in the page: the layout problems of what is on screen now. A string, so that the test's
 * TypeScript transform adds no helper the page lacks.
 */
export const measure = (lang: string) => `(() => {
  const LANG = ${JSON.stringify(lang)};
  const vw = document.documentElement.clientWidth;
  const problems = [];
  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > vw + 1) problems.push({ kind: 'wider', text: 'document ' + docWidth + ' px in a ' + vw + ' px viewport', boxes: [] });
  const roots = [document];
  for (let i = 0; i < roots.length; i++)
    for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  // A dialog is sized to the screen: one that scrolls sideways hides part of its form (a
  // 320 px nickname dialog did: its input row was wider than the dialog).
  for (const root of roots)
    for (const el of root.querySelectorAll('dialog[open], [role="dialog"]')) {
      if (el.scrollWidth > el.clientWidth + 1) {
        const r = el.getBoundingClientRect();
        problems.push({ kind: 'wider', text: 'dialog ' + el.scrollWidth + ' px wide in its ' + el.clientWidth + ' px box', boxes: [{ x: r.left, y: r.top, width: r.width, height: r.height }] });
      }
    }
  const parentOf = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const info = new Map();
  // Per element: the clip box its overflow ancestors leave, whether a horizontal scroller holds it, its fixed bar.
  const NONE = { l: -1e9, t: -1e9, r: 1e9, b: 1e9 };
  const meet = (c, r) => ({ l: Math.max(c.l, r.left), t: Math.max(c.t, r.top), r: Math.min(c.r, r.right), b: Math.min(c.b, r.bottom) });
  const about = (el) => {
    if (!el) return { clip: NONE, cut: NONE, cutBy: null, scrollsX: false, bar: null, hidden: false, moving: false, named: false };
    let known = info.get(el);
    if (known) return known;
    const up = about(el.assignedSlot || parentOf(el));
    const cs = getComputedStyle(el);
    let clip = up.clip;
    // cut: the box of the nearest overflow hidden/clip ancestors (no scrollbar to reach what they cut).
    let cut = up.cut;
    let cutBy = up.cutBy;
    let scrollsX = up.scrollsX;
    let bar = up.bar;
    const hidden = up.hidden || cs.visibility === 'hidden' || cs.opacity === '0' || cs.display === 'none';
    // A moving text passes its box by design: the marquee's ticker (a CSS animation), and the
    // announcement sliding out of the strip (the track's 0.5 s transition), whose line is still
    // drawn, cut at its end, until it has gone; it is judged at rest.
    const moving = up.moving || el.getAnimations().some((a) => a.playState === 'running');
    // The full text is at hand for assistive tech and a long press (title) or is a name the player can open.
    const named = up.named || el.hasAttribute('title') || el.hasAttribute('aria-label');
    // A dialog (a modal, or a popover such as the date picker's calendar) is a layer over the
    // page by design, as a bar is: its text is compared with its own.
    if (cs.position === 'fixed' || cs.position === 'sticky' || el.getAttribute('role') === 'dialog') bar = el;
    if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
      const r = el.getBoundingClientRect();
      clip = meet(clip, r);
      if (cs.overflowX === 'auto' || cs.overflowX === 'scroll') scrollsX = true;
      // A visually-hidden label (1 px box) is read, not seen: not a cut.
      else if (r.width > 2 && r.height > 2) {
        cut = meet(NONE, r);
        cutBy = el;
      }
    }
    known = { clip, cut, cutBy, scrollsX, bar, hidden, moving, named };
    info.set(el, known);
    return known;
  };
  const where = (el) => ' (' + el.localName + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/)[0] : '') + ')';
  const segmenter = new Intl.Segmenter(LANG, { granularity: 'word' });
  // Han, kana and Hangul lines break between characters in their own typography (CSS word-break: normal).
  const byCharacter = /[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}]/u;
  const texts = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data.trim();
      if (!text) continue;
      const el = node.parentElement;
      if (!el || ['SCRIPT', 'STYLE', 'TEMPLATE', 'OPTION', 'NOSCRIPT', 'TITLE'].includes(el.tagName)) continue;
      const a = about(el);
      if (a.hidden) continue;
      // Not drawn: the content of a closed <details> (content-visibility: hidden) keeps stale boxes.
      if (!el.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
      // A line break inside a word: the text node spans lines, and one word's own rects do too.
      if (rects.length > 1 && Math.max(...rects.map((r) => r.top)) - Math.min(...rects.map((r) => r.top)) > rects[0].height / 2)
        for (const s of segmenter.segment(node.data)) {
          if (!s.isWordLike || s.segment.length < 2 || byCharacter.test(s.segment)) continue;
          const word = document.createRange();
          word.setStart(node, s.index);
          word.setEnd(node, s.index + s.segment.length);
          const parts = [...word.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
          const tops = parts.map((r) => r.top);
          // A string wider than most of the screen (a 64-digit seed hash) must break somewhere.
          const fits = parts.reduce((sum, r) => sum + r.width, 0) <= 0.8 * vw;
          if (fits && parts.length > 1 && Math.max(...tops) - Math.min(...tops) > parts[0].height / 2)
            problems.push({ kind: 'midword', text: s.segment + where(el), boxes: parts.map((r) => ({ x: r.left, y: r.top, width: r.width, height: r.height })) });
        }
      for (const r of rects) {
        const k = a.cut;
        // Text an overflow hidden/clip box cuts off: allowed only as an ellipsis whose full text is in a title or aria-label.
        // Up and down, a font's content box (Tamil's tall one) may pass a tight line box with no ink cut: a third of a line is a cut.
        const slack = r.height / 3;
        if (!a.moving && (r.left < k.l - 1 || r.right > k.r + 1 || r.top < k.t - slack || r.bottom > k.b + slack)) {
          const ellipsis = getComputedStyle(a.cutBy).textOverflow === 'ellipsis' || getComputedStyle(el).textOverflow === 'ellipsis';
          if (!(ellipsis && a.named))
            problems.push({ kind: 'clipped', text: text.slice(0, 40) + where(el), boxes: [{ x: r.left, y: r.top, width: r.width, height: r.height }] });
        }
        const c = a.clip;
        const box = { l: Math.max(r.left, c.l), t: Math.max(r.top, c.t), r: Math.min(r.right, c.r), b: Math.min(r.bottom, c.b) };
        if (box.r - box.l < 1 || box.b - box.t < 1) continue;
        if (!a.scrollsX && (box.l < -1 || box.r > vw + 1))
          problems.push({ kind: 'outside', text: text.slice(0, 40), boxes: [{ x: r.left, y: r.top, width: r.width, height: r.height }] });
        texts.push({ node, text, bar: a.bar, ...box });
      }
    }
  }
  texts.sort((x, y) => x.t - y.t);
  for (let i = 0; i < texts.length; i++) {
    const p = texts[i];
    for (let j = i + 1; j < texts.length && texts[j].t < p.b; j++) {
      const q = texts[j];
      if (p.node === q.node || p.bar !== q.bar) continue;
      const w = Math.min(p.r, q.r) - Math.max(p.l, q.l);
      const hgt = Math.min(p.b, q.b) - Math.max(p.t, q.t);
      // Line boxes of neighbouring lines may touch; text on text covers a real share of the smaller one.
      if (w > 2 && hgt > 0.3 * Math.min(p.b - p.t, q.b - q.t))
        problems.push({
          kind: 'overlap',
          text: JSON.stringify(p.text.slice(0, 30)) + ' × ' + JSON.stringify(q.text.slice(0, 30)),
          boxes: [p, q].map((b) => ({ x: b.l, y: b.t, width: b.r - b.l, height: b.b - b.t })),
        });
    }
  }
  return problems.slice(0, 20);
})()`;

/** Requests of a page in flight, to wait for quiet instead of sleeping. */
export function watchNetwork(page: Page) {
  const state = { inFlight: 0, last: Date.now() };
  page.on('request', () => {
    state.inFlight++;
    state.last = Date.now();
  });
  const done = () => {
    state.inFlight--;
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

export async function settle(page: Page, net: { inFlight: number; last: number }) {
  const deadline = Date.now() + 12_000;
  for (;;) {
    const busy = await page.evaluate(`(() => {
      const roots = [document];
      for (let i = 0; i < roots.length; i++)
        for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      return roots.some((r) => r.querySelector('[aria-busy="true"]'));
    })()`);
    if ((!busy && net.inFlight <= 0 && Date.now() - net.last > 150) || Date.now() > deadline) break;
    await page.waitForTimeout(60);
  }
  await frames(page);
}

/**
 * Measures what is on screen; on a problem, screenshots it with the offending boxes outlined into
 * `shots` and adds a line to `sink`.
 */
export async function checkLayout(page: Page, lang: string, label: string, sink: string[], shots: string) {
  const problems = (await page.evaluate(measure(lang))) as Problem[];
  if (!problems.length) return;
  const file = join(shots, `${label.replace(/[^\w.-]+/g, '_').slice(0, 120)}.png`);
  await page.evaluate(
    `(${JSON.stringify(problems.flatMap((p) => p.boxes))}).forEach((b) => {
      const d = document.createElement('div');
      d.setAttribute('data-layout-guard', '');
      d.style.cssText = 'position:absolute;pointer-events:none;z-index:2147483647;outline:2px solid red;left:' + (b.x + scrollX) + 'px;top:' + (b.y + scrollY) + 'px;width:' + b.width + 'px;height:' + b.height + 'px';
      document.body.appendChild(d);
    })`,
  );
  await page.screenshot({ path: file }).catch(() => undefined);
  await page.evaluate(`document.querySelectorAll('[data-layout-guard]').forEach((d) => d.remove())`);
  const summary = problems
    .slice(0, 4)
    .map((p) => `${p.kind}: ${p.text}`)
    .join('; ');
  sink.push(`${label}: ${summary}${problems.length > 4 ? ` (+${problems.length - 4})` : ''} → ${file}`);
}

/**
 * `<ingame-app>` for `account` with a fresh game token, on a page of `size` (touch when `mobile`),
 * opened on the events hub once its main area is there; `net` follows its requests (settle).
 */
export async function openApp(
  h: Harness,
  account: string,
  {
    lang,
    query = '',
    size,
    mobile = true,
    init,
  }: {
    lang: string;
    query?: string;
    size: { width: number; height: number };
    mobile?: boolean;
    /** A script run at the start of the document, before the bundle (page.addInitScript). */
    init?: string;
  },
) {
  const page = await h.page({ ...size, mobile });
  if (init) await page.addInitScript(init);
  const net = watchNetwork(page);
  const token = await freshGameToken(h, account);
  await page.goto(`${h.base}/app.html?token=${encodeURIComponent(token)}&lang=${lang}${query}#/ingame/action`);
  await page.waitForFunction(() => document.querySelector('ingame-app')?.shadowRoot?.querySelector('main'), null, {
    timeout: 15_000,
  });
  return { page, net };
}

/** Go to an app route by its hash and wait until the page is quiet. */
export async function goRoute(page: Page, net: { inFlight: number; last: number }, route: string) {
  await page.evaluate(`location.hash = ${JSON.stringify(route)}`);
  await settle(page, net);
}
