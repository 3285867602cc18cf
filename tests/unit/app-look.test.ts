// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { closeAction, contentTheme, stylePrefix } from '../../src/app/app-look';
import { appCloseBridge } from '../../src/app/app-behaviour';

describe('§2 style prefix', () => {
  it.each([
    ['/style-2/ingame/action', '2', '/style-2'],
    ['/style-casual', 'casual', '/style-casual'],
    ['/style-3/', '3', '/style-3'],
    ['/style-1/ingame/prize', '1', '/style-1'],
    ['/style-9/ingame/action', '1', ''],
    ['/style-2x/ingame/action', '1', ''],
    ['/ingame/style-2', '1', ''],
    ['/', '1', ''],
  ])('%s → style %s, base %j', (path, style, base) => {
    expect(stylePrefix(path)).toEqual({ style, base });
  });
});

describe('content themes', () => {
  it('follow the brand; the casual style is royale', () => {
    expect(contentTheme('tada', '1')).toBe('city');
    expect(contentTheme('jiliplus', '2')).toBe('plus');
    expect(contentTheme('jilistar', '3')).toBe('star');
    expect(contentTheme('jilistar', 'casual')).toBe('royale');
    expect(contentTheme('unknown', '1')).toBe('city');
  });
});

describe('closing the web view', () => {
  const flags = (useAppCloseWindow: boolean, postMessageHost: string | null = null) => ({
    useAppCloseWindow,
    postMessageHost,
  });
  it('device=mobileapp uses the app bridge when there is one; a frame with posthost posts; else window.close', () => {
    expect(closeAction(flags(true), false, true)).toBe('app');
    expect(closeAction(flags(true, 'https://game.test'), true, false)).toBe('post');
    expect(closeAction(flags(false, 'https://game.test'), true, true)).toBe('post');
    expect(closeAction(flags(false, 'https://game.test'), false, false)).toBe('window');
    expect(closeAction(flags(false), true, false)).toBe('window');
  });
  it('finds the iOS message handler or the Android bridge', () => {
    const ios = vi.fn();
    appCloseBridge({ webkit: { messageHandlers: { closeWindow: { postMessage: ios } } } } as never)!();
    expect(ios).toHaveBeenCalledWith({ command: 'close' });
    const android = vi.fn();
    appCloseBridge({ Android: { closeWindow: android } } as never)!();
    expect(android).toHaveBeenCalledOnce();
    expect(appCloseBridge({ Android: { closeWindow: 'no' } } as never)).toBeNull();
    expect(appCloseBridge({} as never)).toBeNull();
  });
});
