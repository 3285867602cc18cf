// @vitest-environment happy-dom
/**
 * The first announcement drawn before React (issue 45, elements/marquee-early.ts): drawn only when
 * the element would show it (the settings read and leave the §5/§6 gate open, every item reads),
 * only while the element is not defined, once per element; server text as text, colours as hex only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isFeatureEnabled } from '../../src/core/brands';
import { readMarquee } from '../../src/api/contract/content';
import { readUserApiInfo } from '../../src/api/contract/settings';
import { EARLY_SLOT } from '../../src/ui/element-context';
import { drawStrip, marqueeItems, marqueeOn, paintFirstAnnouncements, SLOT } from '../../elements/marquee-early';
import { localeOf } from '../../elements/early-calls';

const settings = (OperatorType: unknown, extra: Record<string, unknown> = {}) => ({
  Timezone: 480,
  WebId: 'tada',
  OperatorType,
  ...extra,
});
const item = (Format: string, Content: string[] = [], ContentColor: string[] = []) => ({
  Id: 7,
  Template: { Format },
  Content,
  ContentColor,
});
/** An item whose Content the reader refuses. */
const badItem = (Format: string, Content: unknown) => ({ ...item(Format), Content });
const answer = (Data: unknown, { Code = 0, status = 200 } = {}) =>
  Promise.resolve({ status, text: JSON.stringify({ Code, Message: '', Data }) });
const strip = (host: Element) => host.querySelector(':scope > [slot="ingame-early"]');
const shownText = (host: Element) => strip(host)?.shadowRoot?.querySelector('.marquee__item')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the gate and the answers, as the element reads them', () => {
  it('the marquee is on exactly where core/brands.ts has it on, for every operator type and web id', () => {
    for (const type of ['STANDARD', 'GLI', 'ROAR', 'DONUT', 'PS'] as const)
      for (const webId of ['tada', 'jiliplus', 'jilistar', 'some-new-brand'])
        expect(marqueeOn(settings(type, { WebId: webId })), `${type} ${webId}`).toBe(
          isFeatureEnabled('marquee', webId, type),
        );
  });

  it('settings the reader refuses draw nothing', () => {
    for (const bad of [
      null,
      [],
      'x',
      settings(3),
      settings('STANDARD', { Timezone: '480' }),
      { OperatorType: 'STANDARD' },
    ]) {
      expect(marqueeOn(bad)).toBe(false);
      expect(() => readUserApiInfo(bad)).toThrow();
    }
  });

  it('a list is taken only when every item reads as readMarquee reads it', () => {
    const good = [item('a {0}', ['b'], ['#fff']), item('c')];
    expect(marqueeItems(good)).toEqual(good);
    expect(readMarquee(good)).toHaveLength(2);
    for (const bad of [
      { items: [] },
      [item('a'), badItem('b', [1])],
      [item('a'), { Id: 1, Template: {}, Content: [], ContentColor: [] }],
      [{ ...item('a'), Id: '7' }],
      [badItem('a', 'b')],
    ]) {
      expect(marqueeItems(bad)).toBeNull();
      expect(() => readMarquee(bad)).toThrow();
    }
  });
});

describe('the drawing', () => {
  it("is the strip's markup in a shadow root of its own, the list's first item shown, server text as text", () => {
    const box = drawStrip(
      document,
      [
        item(
          '<b>{0}</b> won {1} $& {2}',
          ['<img src=x onerror=alert(1)>', '1,000', 'x'],
          ['#e63946', 'red;background:url(x)'],
        ),
        item('next'),
      ],
      'th',
    );
    // The slot the element shows it through (the chunk names it itself: it imports no other).
    expect(box.slot).toBe(SLOT);
    expect(SLOT).toBe(EARLY_SLOT);
    const root = box.shadowRoot!;
    // Its stylesheets, adopted (a <style> element breaks a CSP without 'unsafe-inline'; Vitest gives
    // CSS imports as empty strings, the end-to-end test sees them drawn).
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('.ingame-root')!.getAttribute('lang')).toBe('th');
    const text = root.querySelector('.marquee__item .marquee__text')!;
    expect(text.textContent).toBe('<b><img src=x onerror=alert(1)></b> won 1,000 $& x');
    expect(root.querySelector('b, img')).toBeNull();
    const spans = [...text.querySelectorAll('span')];
    expect(spans.map((s) => s.textContent)).toEqual([
      '<b>',
      '<img src=x onerror=alert(1)>',
      '</b> won ',
      '1,000',
      ' $& ',
      'x',
    ]);
    // The first value in its hex colour; the second's is not plain hex and is not applied.
    expect(spans.filter((s) => s.hasAttribute('style')).map((s) => s.textContent)).toEqual([
      '<img src=x onerror=alert(1)>',
    ]);
    expect(spans[1]!.style.color).not.toBe('');
    // More than one item: the pause button as it will look, not a control yet.
    const toggle = root.querySelector<HTMLButtonElement>('.marquee__toggle')!;
    expect(toggle.disabled).toBe(true);
    expect(toggle.tabIndex).toBe(-1);
    expect(toggle.getAttribute('aria-hidden')).toBe('true');
  });

  it('one item: no place for a pause button', () => {
    expect(drawStrip(document, [item('only')], 'en').shadowRoot!.querySelector('.marquee__toggle')).toBeNull();
  });
});

describe('paintFirstAnnouncements', () => {
  const hostIn = (lang?: string) => {
    const host = document.body.appendChild(document.createElement('ingame-marquee'));
    if (lang) host.setAttribute('lang', lang);
    return host;
  };
  const ok = () => answer(settings('STANDARD'));
  const lists = (entries: Record<string, ReturnType<typeof answer>>) => new Map(Object.entries(entries));
  const paint = (settingsAnswer: ReturnType<typeof answer>, byLocale: Map<string, ReturnType<typeof answer>>) =>
    paintFirstAnnouncements(document, 'en', localeOf, settingsAnswer, byLocale);

  it("draws into each element once both answers are in, in its own language (its lang, else the page's)", async () => {
    const [page, german] = [hostIn(), hostIn('DE_de')];
    await paint(ok(), lists({ en: answer([item('Hello')]), de: answer([item('Hallo {0}', ['Welt'])]) }));
    expect(shownText(page)).toBe('Hello');
    expect(shownText(german)).toBe('Hallo Welt');
    expect(strip(german)!.shadowRoot!.querySelector('.ingame-root')!.getAttribute('lang')).toBe('de');
    // Asked again (a second discovery): still one drawing each.
    await paint(ok(), lists({ en: answer([item('x')]), de: answer([item('y')]) }));
    expect(page.querySelectorAll('[slot="ingame-early"]')).toHaveLength(1);
    expect(shownText(page)).toBe('Hello');
  });

  it('draws nothing where the element would not show the list', async () => {
    const cases: [string, ReturnType<typeof answer>, ReturnType<typeof answer>][] = [
      ['gate closed (ROAR)', answer(settings('ROAR')), answer([item('a')])],
      ['settings failed', answer(null, { Code: 9 }), answer([item('a')])],
      ['settings HTTP 500', answer(settings('STANDARD'), { status: 500 }), answer([item('a')])],
      ['list empty', ok(), answer([])],
      ['list failed', ok(), answer([item('a')], { Code: 5 })],
      ['list not JSON', ok(), Promise.resolve({ status: 200, text: '<html>' })],
      ['an item unreadable', ok(), answer([item('a'), badItem('b', [2])])],
    ];
    for (const [name, settingsAnswer, list] of cases) {
      const host = hostIn();
      await paint(settingsAnswer, lists({ en: list }));
      expect(strip(host), name).toBeNull();
      host.remove();
    }
    // An element in a language nobody asked the list of.
    const other = hostIn('ja');
    await paint(ok(), lists({ en: answer([item('a')]) }));
    expect(strip(other)).toBeNull();
  });

  it('draws nothing once the element is defined: it draws its own', async () => {
    const host = hostIn();
    customElements.define('ingame-marquee', class extends HTMLElement {});
    await paint(ok(), lists({ en: answer([item('a')]) }));
    expect(strip(host)).toBeNull();
  });
});
