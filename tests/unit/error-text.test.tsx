// @vitest-environment happy-dom
/**
 * Issue 25 item 2: a known code is named in the client's own words in the page language; the
 * server's Message shows only for codes the client does not know, and never as a URL, a library
 * error, an empty trace or a raw validation string.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../src/api/contract';
import { loadLocale } from '../../src/i18n/i18n';
import { pushToastAtom } from '../../src/state/toasts';
import { ErrorNotice } from '../../src/ui/error-notice';
import { errorReference, errorText, isKnownCode, isPlayerReadable } from '../../src/ui/error-text';
import Toasts from '../../src/ui/toasts';
import { FEATURE_CATALOGS } from '../../elements/catalogs';
import { render, screenOf, until } from './render';

const ENGLISH_SERVER = 'This nickname is already taken.';

describe('errorText: the one code → message map', () => {
  const known = Object.entries(CODES).filter(([name]) => name !== 'OK');
  it.each(known)('%s has its own text in th, never the server Message', async (_name, code) => {
    const th = await loadLocale('th', {}, FEATURE_CATALOGS);
    const en = await loadLocale('en', {}, FEATURE_CATALOGS);
    expect(isKnownCode(code)).toBe(true);
    const thai = errorText(th, code, ENGLISH_SERVER);
    expect(thai).not.toBe(ENGLISH_SERVER);
    expect(thai).toMatch(/[\u0E00-\u0E7F]/);
    expect(thai).not.toBe(errorText(en, code, ENGLISH_SERVER));
  });

  it('shows the server Message for a code it does not know', async () => {
    const th = await loadLocale('th', {}, FEATURE_CATALOGS);
    expect(errorText(th, 7777, 'ข้อความจากผู้ให้บริการ')).toBe('ข้อความจากผู้ให้บริการ');
  });

  it.each([
    ['a raw URL', 'http://127.0.0.1:5173/api/member/info'],
    ['a library error', 'RequestError'],
    ['fetch failing', 'TypeError: Failed to fetch'],
    ['a bare code and trace', '5002:'],
    ['a validation string', 'round cannot be ".."'],
    ['nothing', ''],
    ["a server's status line", 'Internal Server Error'],
    ["a proxy's status line", '502 Bad Gateway'],
  ])('never shows %s: the catalog\u2019s "request failed" instead', async (_what, message) => {
    const de = await loadLocale('de', {}, FEATURE_CATALOGS);
    expect(isPlayerReadable(message)).toBe(false);
    expect(errorText(de, 7777, message)).toBe(errorText(de, CODES.INTERNAL, ''));
  });

  it('an HTTP failure (a code that is an HTTP status) shows the generic text in the page language (issue 41)', async () => {
    const vi = await loadLocale('vi', {}, FEATURE_CATALOGS);
    const text = errorText(vi, 500, 'The upstream server failed to answer in time.');
    expect(text).toBe(errorText(vi, CODES.INTERNAL, ''));
    expect(text).not.toMatch(/upstream/);
  });

  it.each([CODES.TOKEN_EXPIRED, CODES.TOKEN_INVALID])(
    '%s tells the player to return to the game lobby, never to log in again (issue 41)',
    async (code) => {
      const en = await loadLocale('en', {}, FEATURE_CATALOGS);
      expect(errorText(en, code, '')).toBe('Please return to the Game Lobby');
      const ko = await loadLocale('ko', {}, FEATURE_CATALOGS);
      expect(errorText(ko, code, '')).toBe('게임 로비로 돌아가 주세요');
    },
  );

  it('a failure with no trace shows the code alone, never "5002:"', () => {
    expect(errorReference(5002, '')).toBe('5002');
    expect(errorReference(5002, 'abc')).toBe('5002:abc');
  });
});

describe('the error widget and toasts use it', () => {
  it('a not-found error says not found, not "Feature under maintenance."', async () => {
    const view = await render(<ErrorNotice code={CODES.NOT_FOUND} message="No such event" trace="t1" />);
    // The widget's view loads with the first failure (ui/error-notice).
    const alert = await screenOf(view).findByRole('alert');
    expect(alert.textContent).not.toContain('Feature under maintenance.');
    expect(alert.textContent).not.toContain('No such event');
    expect(alert.textContent).toContain('Page Not Found');
    view.unmount();
  });

  it('with no message shows the catalog text, never the word RequestError', async () => {
    const view = await render(<ErrorNotice code={7777} trace="t1" />);
    expect((await screenOf(view).findByRole('alert')).textContent).not.toContain('RequestError');
    view.unmount();
  });

  it('a toast on a Thai page names a known code in Thai', async () => {
    const view = await render(<Toasts />, { locale: 'th' });
    await act(() =>
      view.store.set(pushToastAtom, { kind: 'error', message: ENGLISH_SERVER, code: CODES.NICKNAME_TAKEN, trace: 'x' }),
    );
    const toast = await until(() => view.container.querySelector('.toast'));
    expect(toast.textContent).not.toContain(ENGLISH_SERVER);
    expect(toast.textContent).toMatch(/[\u0E00-\u0E7F]/);
    view.unmount();
  });
});
