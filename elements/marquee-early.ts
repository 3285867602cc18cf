/**
 * The lobby's first announcement before React (issue 45): a small chunk the ESM entry loads beside
 * the marquee's two early calls (early-calls.ts) draws it as soon as both have answered, while
 * React, the runtime and the element's code are still arriving or running. A hand-written page
 * needs the script, then the settings and the list, then the text; so does this path. At CPU ×4
 * the vendor chunk's evaluation alone (220–340 ms) stood between the answers and the text.
 *
 * What it draws is the element's first frame, its own markup and stylesheets (adopted, as the
 * element's are), the pause button there but not yet a control (its label needs the texts): a
 * `<div slot="ingame-early">` in the element's light DOM, with a shadow root of its own. React and
 * the runtime wait for it (at most a second, early-calls.ts HOLD_MS). Before the element is defined
 * the page shows it as any child; once it is, the element shows it through a slot of that name
 * (elements/define.tsx from the constructor, elements/element-root.tsx and the marquee's loading
 * states after) until its own announcements render, and then removes it
 * (features/marquee/marquee.tsx). So nothing blinks and nothing moves at the hand-over.
 *
 * Drawn only when the answers are what the element would show: the settings read as start-up reads
 * them, the operator's type leaving the §5 marquee gate open, a list every item of which reads as
 * `readMarquee` reads it, and at least one item; and only while the element is not defined yet.
 * Server text goes in as text (`textContent`), colours only as hex (`fillTemplate`).
 *
 * Nothing from the vendor chunk (this file would wait for it): the marquee's template code and
 * stylesheet come from a small kit the element's file imports too (rollup.config.mjs MARQUEE_KIT;
 * the entry asks for it beside this chunk), and this module takes its own copy of the base
 * stylesheet (`?inline&copy`), which the vendor chunk also holds.
 */
import baseCss from '../src/ui/base.css?inline&copy';
import marqueeCss from '../src/features/marquee/marquee.css?inline';
import { fillTemplate, PAUSE_ICON, SPEAKER_ICON } from '../src/features/marquee/marquee-template';

/** The slot the element shows the drawing through (ui/element-context.tsx `EARLY_SLOT`). */
export const SLOT = 'ingame-early';

/** An early call's answer, as early-calls.ts keeps it. */
export interface EarlyAnswer {
  status: number;
  text: string;
}

/** §6: the operator types that switch the marquee off (core/brands.ts `OPERATOR_OFF`; every web id has it). */
const MARQUEE_OFF = ['ROAR', 'DONUT', 'PS'];

/** The envelope's `Data` of a successful answer, or undefined. */
function dataOf(answer: EarlyAnswer): unknown {
  if (answer.status !== 200) return undefined;
  try {
    const body = JSON.parse(answer.text) as { Code?: unknown; Data?: unknown } | null;
    return body && body.Code === 0 ? body.Data : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStrings = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Whether the settings read (`readUserApiInfo`) and leave the marquee on. */
export function marqueeOn(settings: unknown): boolean {
  return (
    isObject(settings) &&
    typeof settings.Timezone === 'number' &&
    typeof settings.WebId === 'string' &&
    typeof settings.OperatorType === 'string' &&
    !MARQUEE_OFF.includes(settings.OperatorType)
  );
}

type Item = { Template: { Format: string }; Content: string[]; ContentColor: string[] };

/** The list when every item reads as `readMarquee` reads it, else null (the element shows its error). */
export function marqueeItems(data: unknown): Item[] | null {
  if (!Array.isArray(data)) return null;
  const ok = data.every(
    (item: unknown) =>
      isObject(item) &&
      typeof item.Id === 'number' &&
      isObject(item.Template) &&
      typeof item.Template.Format === 'string' &&
      isStrings(item.Content) &&
      isStrings(item.ContentColor),
  );
  return ok ? (data as Item[]) : null;
}

const SVG = 'http://www.w3.org/2000/svg';
function icon(doc: Document, className: string | null, viewBox: string, size: string, path: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  if (className) svg.setAttribute('class', className);
  for (const [name, value] of Object.entries({ viewBox, 'aria-hidden': 'true', width: size, height: size }))
    svg.setAttribute(name, value);
  const p = svg.appendChild(doc.createElementNS(SVG, 'path'));
  p.setAttribute('fill', 'currentColor');
  p.setAttribute('d', path);
  return svg;
}

/**
 * The strip's styles, the element's own (base.css and marquee.css). Adopted, as the element's are:
 * a page's Content-Security-Policy without 'unsafe-inline' (the demo's) refuses a <style> element.
 */
function stripSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(baseCss + marqueeCss);
  return sheet;
}

/** The strip as the element draws its first frame (marquee.tsx): the list's first item shown (§4). */
export function drawStrip(doc: Document, items: Item[], locale: string, sheet = stripSheet()): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string) => {
    const e = doc.createElement(tag);
    if (className) e.className = className;
    return e;
  };
  const box = el('div');
  box.slot = SLOT;
  box.style.display = 'block';
  const shadow = box.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  const root = el('div', 'ingame-root');
  root.lang = locale;
  const strip = root.appendChild(el('section', 'marquee'));
  strip.append(icon(doc, 'marquee__icon', '0 0 24 24', '18', SPEAKER_ICON));
  const item = strip
    .appendChild(el('div', 'marquee__viewport'))
    .appendChild(el('ul', 'marquee__track'))
    .appendChild(el('li', 'marquee__item'));
  const text = item.appendChild(el('div', 'marquee__text'));
  const first = items[0]!;
  for (const segment of fillTemplate(first.Template.Format, first.Content, first.ContentColor)) {
    const span = text.appendChild(el('span'));
    span.textContent = segment.text;
    if (segment.color) span.style.color = segment.color;
  }
  // The pause button as it will look; not a control yet (its label comes with the texts): disabled,
  // out of the tab order and hidden from assistive technology.
  if (items.length > 1) {
    const toggle = strip.appendChild(el('button', 'marquee__toggle'));
    toggle.type = 'button';
    toggle.disabled = true;
    toggle.tabIndex = -1;
    toggle.setAttribute('aria-hidden', 'true');
    toggle.append(icon(doc, null, '0 0 16 16', '1em', PAUSE_ICON));
  }
  shadow.append(root);
  return box;
}

/**
 * Draws the first announcement into each `<ingame-marquee>` of `doc` (in its `lang`, else the
 * page's `locale`: `localeOf` is the entry's resolveLocale) once the settings and the list of its
 * language have answered (`lists`: the entry's early calls, by locale), unless the element is
 * defined by then (it draws its own) or has a drawing already.
 */
export async function paintFirstAnnouncements(
  doc: Document,
  locale: string,
  localeOf: (raw: unknown) => string,
  settings: Promise<EarlyAnswer>,
  lists: Map<string, Promise<EarlyAnswer>>,
): Promise<void> {
  // No constructable stylesheets (a browser before 2023): the element draws it, styled.
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in Document.prototype)) return;
  // Parsed while the answers are on their way (about 10 ms at CPU ×4), not after they came.
  const sheet = stripSheet();
  if (!marqueeOn(dataOf(await settings))) return;
  await Promise.all(
    [...doc.querySelectorAll('ingame-marquee')].map(async (host) => {
      const own = host.hasAttribute('lang') ? localeOf(host.getAttribute('lang')) : locale;
      const list = lists.get(own);
      const items = list && marqueeItems(dataOf(await list));
      if (
        !items?.length ||
        customElements.get('ingame-marquee') ||
        !host.isConnected ||
        host.querySelector(`:scope > [slot="${SLOT}"]`)
      )
        return;
      host.append(drawStrip(doc, items, own, sheet));
    }),
  );
}
