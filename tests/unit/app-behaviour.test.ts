// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { installRefreshListener, isDoubleTap, isRefreshMessage } from '../../src/app/app-behaviour';

describe('§4 refresh message', () => {
  const game = 'https://game.example.com';
  it.each([
    [{ origin: game, data: { command: 'refresh' } }, true],
    [{ origin: game, data: 'refresh' }, true],
    [{ origin: 'https://game.example.com.evil.test', data: { command: 'refresh' } }, false],
    [{ origin: 'https://evil.example', data: { command: 'refresh' } }, false],
    [{ origin: game, data: { command: 'close' } }, false],
    [{ origin: game, data: null }, false],
  ])('%j refreshes: %s', (event, expected) => {
    expect(isRefreshMessage(event, game)).toBe(expected);
  });
  it('without a game origin nothing refreshes', () => {
    expect(isRefreshMessage({ origin: game, data: 'refresh' }, null)).toBe(false);
  });
  it('the listener calls refresh only for the game origin', () => {
    const refresh = vi.fn();
    const stop = installRefreshListener(game, refresh);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { command: 'refresh' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: game, data: { command: 'refresh' } }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { origin: game, data: { command: 'refresh' } }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('§4 double-tap', () => {
  it.each([
    [null, 100, false],
    [100, 399, true],
    [100, 400, false],
    [100, 700, false],
  ])('previous %s, now %d → %s', (prev, now, expected) => {
    expect(isDoubleTap(prev, now)).toBe(expected);
  });
});
