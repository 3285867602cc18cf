// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_STEPS, IOS_STEPS, type InstallGuide } from '../../src/api/contract';
import { DEFAULT_CONFIG } from '../../src/core/config';
import type { Locale } from '../../src/i18n/locales';
import { Install } from '../../src/features/install/install';
import { guideFamily } from '../../src/features/install/install.api';
import { Region } from '../../src/features/region/region';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { regionAtom } from '../../src/state/region';
import { render, until } from './render';

const GUIDE: InstallGuide = {
  AndroidLink: 'https://download.example/tada/app.apk',
  WebAppUrl: 'https://www.tada.example/',
  Expired: false,
  IosSteps: [...IOS_STEPS],
  AndroidSteps: [...ANDROID_STEPS],
};

async function renderGuide(
  platform: 'ios' | 'android' | 'desktop',
  { locale = 'en' as Locale, guide = GUIDE as InstallGuide | null } = {},
) {
  const view = await render(<Install platform={platform} />, { locale });
  await act(async () => {
    view.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
    if (guide) view.store.set(guideFamily.atomFor({ apiId: 3, locale }), { status: 'ready', data: guide });
    view.store.set(sessionReadyAtom, true);
  });
  return view;
}

const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('<ingame-install> component', () => {
  it('desktop: a QR code of this page, and both sets of steps', async () => {
    const view = await renderGuide('desktop');
    const qr = view.container.querySelector('svg[part="qr"]')!;
    expect(qr.getAttribute('data-text')).toBe(location.href);
    expect(qr.getAttribute('role')).toBe('img');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    const lists = view.container.querySelectorAll('ol[part="steps"]');
    expect([...lists].map((l) => l.children.length)).toEqual([5, 9]);
    expect(view.container.querySelector('.install__step--trust')!.textContent).toMatch(/Trust the app/);
    expect(view.container.querySelector('button')).toBeNull();
  });

  it('names the steps in the page language (Thai)', async () => {
    const view = await renderGuide('ios', { locale: 'th' });
    const steps = texts(view.container, 'ol[part="steps"] li');
    expect(steps).toHaveLength(9);
    expect(steps[0]).toBe('เปิดหน้านี้ใน Safari');
    expect(steps.every((s) => s && !/[A-Za-z]{4,}/.test(s.replace(/Safari|VPN/g, '')))).toBe(true);
  });

  it('iPhone in Safari: the web-app link and no QR; in another browser first "open in Safari"', async () => {
    const view = await renderGuide('ios');
    expect(view.container.querySelector('a.button')!.getAttribute('href')).toBe(GUIDE.WebAppUrl);
    expect(view.container.querySelector('[part="qr"]')).toBeNull();
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) CriOS/123.0 Mobile/15E148 Safari/604.1',
      maxTouchPoints: 5,
    });
    const chrome = await render(<Install />);
    await act(async () => {
      chrome.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
      chrome.store.set(guideFamily.atomFor({ apiId: 3, locale: 'en' }), { status: 'ready', data: GUIDE });
      chrome.store.set(sessionReadyAtom, true);
    });
    expect(chrome.container.querySelector('.install')!.getAttribute('data-platform')).toBe('ios');
    expect(chrome.container.querySelector('[data-part="open-in-safari"]')).not.toBeNull();
    expect(chrome.container.querySelector('a.button')).toBeNull();
  });

  it('an expired link says it is no longer available, and offers nothing', async () => {
    const view = await renderGuide('android', { guide: { ...GUIDE, AndroidLink: '', WebAppUrl: '', Expired: true } });
    expect(view.container.querySelector('[role="status"]')!.textContent).toBe(
      'The download link is no longer available, please ask your agent for a new download link',
    );
    expect(view.container.querySelectorAll('button, a, [part="qr"], ol')).toHaveLength(0);
  });

  // A file on the page's own origin is fetched (so the page can tell how it went); one on another
  // host is a plain download link (issue 24: the CSP or the host's CORS refuses the read).
  const sameOrigin = () => ({ ...GUIDE, AndroidLink: new URL('/files/app.apk', location.href).href });

  it('Android: a file on another host is a plain download link, not fetched', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const view = await renderGuide('android');
    const link = await until(() => view.container.querySelector<HTMLAnchorElement>('a.button[download]'));
    expect(link.textContent).toBe('Download for Android');
    expect(link.getAttribute('href')).toBe(GUIDE.AndroidLink);
    expect(view.container.querySelector('button.button')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalledWith(GUIDE.AndroidLink, expect.anything());
  });

  it("Android: the download button; a failed download says §8's text and offers the direct link", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    const GUIDE_HERE = sameOrigin();
    const view = await renderGuide('android', { guide: GUIDE_HERE });
    const button = view.container.querySelector<HTMLButtonElement>('button')!;
    expect(button.textContent).toBe('Download for Android');
    await act(async () => button.click());
    const alert = await until(() => view.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toMatch(/^Resource download fail\./);
    expect(alert.querySelector('a')!.getAttribute('href')).toBe(GUIDE_HERE.AndroidLink);
    expect(view.events).toContainEqual({
      name: 'ingame-download',
      detail: { status: 'failed', url: GUIDE_HERE.AndroidLink },
    });
    // …and reaches the host as every failure does (issue 42): one `ingame-error`.
    const errors = view.events.filter((e) => e.name === 'ingame-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail).toMatchObject({ Code: expect.any(Number), status: 404 });
  });

  it('Android: a finished download says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['apk']), { status: 200 })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:apk');
    const GUIDE_HERE = sameOrigin();
    const view = await renderGuide('android', { guide: GUIDE_HERE });
    await act(async () => view.container.querySelector<HTMLButtonElement>('button')!.click());
    await until(() => view.container.querySelector('.install__result--ok'));
    expect(view.container.querySelector('.install__result--ok')!.textContent).toBe('Download completed.');
    expect(view.events).toContainEqual({
      name: 'ingame-download',
      detail: { status: 'completed', url: GUIDE_HERE.AndroidLink },
    });
  });

  it('a wrong-shaped guide shows the error notice, not a crash', async () => {
    const view = await render(<Install platform="desktop" />);
    await act(async () => {
      view.store.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3 });
      view.store.set(guideFamily.atomFor({ apiId: 3, locale: 'en' }), {
        status: 'error',
        error: { Code: 5001, Message: 'shape', trace: 'abc' },
      } as never);
      view.store.set(sessionReadyAtom, true);
    });
    // The §8 widget's view loads with the first failure (ui/error-notice).
    await until(() => view.container.querySelector('[role="alert"]'));
    expect(view.container.textContent).toMatch(/5001/);
  });
});

describe('<ingame-region> component', () => {
  it('offers every region named in the element language and announces a choice', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    const view = await render(<Region value="th" />, { locale: 'th' });
    const select = view.container.querySelector<HTMLSelectElement>('select[part="region-select"]')!;
    expect(select.options).toHaveLength(249);
    expect(select.value).toBe('TH');
    expect(select.selectedOptions[0]!.textContent).toBe('ไทย');
    expect(view.container.querySelector('label')!.textContent).toBe('ประเทศหรือภูมิภาค');
    await act(async () => {
      select.value = 'IN';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(view.events).toEqual([{ name: 'ingame-region-change', detail: { region: 'IN' } }]);
    expect(view.store.get(regionAtom)).toBe('IN');
    expect(written.some((c) => /^ingame_region=IN;/.test(c))).toBe(true);
  });

  it('the search narrows the list and Enter picks the first match', async () => {
    const view = await render(<Region value="JP" />);
    const search = view.container.querySelector<HTMLInputElement>('input[part="region-search"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, 'thail');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const select = view.container.querySelector('select')!;
    // The chosen region stays listed, then the matches.
    expect([...select.options].map((o) => o.value)).toEqual(['JP', 'TH']);
    expect(view.container.querySelector('.region__count')!.textContent).toBe('1 matching');
    await act(async () => search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(view.events).toEqual([{ name: 'ingame-region-change', detail: { region: 'TH' } }]);
  });
});
