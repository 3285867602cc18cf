import { describe, expect, it } from 'vitest';
import { ofetch } from 'ofetch';
import { withBase, withQuery } from '../../src/shims/ufo';
import destr from '../../src/shims/destr';

// src/shims stand in for ofetch's `ufo` and `destr` in the bundle and in these tests.
describe('ufo stand-in: withBase', () => {
  it('joins a same-origin base and a contract path with one slash', () => {
    expect(withBase('/member/vip-level', '/api')).toBe('/api/member/vip-level');
    expect(withBase('/member/vip-level', '/api/')).toBe('/api/member/vip-level');
    expect(withBase('member/vip-level', '/api')).toBe('/api/member/vip-level');
  });

  it('joins an absolute base, keeping its path', () => {
    expect(withBase('/game-group', 'https://api.example.com/v2')).toBe('https://api.example.com/v2/game-group');
  });

  it('leaves the path alone for an empty or root base, and when it already starts with the base', () => {
    expect(withBase('/token', '')).toBe('/token');
    expect(withBase('/token', '/')).toBe('/token');
    expect(withBase('/api/token', '/api')).toBe('/api/token');
  });

  it('does not mistake a sibling path for one under the base', () => {
    expect(withBase('/api-docs', '/api')).toBe('/api/api-docs');
  });

  it('refuses a query passed to ofetch (the client serializes its own)', () => {
    expect(() => withQuery('/x', { a: 1 })).toThrow(/serializeQuery/);
  });
});

describe('destr stand-in', () => {
  it('parses JSON and gives back what is not JSON', () => {
    expect(destr('{"Code":0,"Data":[1]}')).toEqual({ Code: 0, Data: [1] });
    expect(destr('<html>oops')).toBe('<html>oops');
    expect(destr(42)).toBe(42);
  });

  it('keeps "__proto__" an own key rather than a prototype', () => {
    const parsed = destr('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe('ofetch in these tests', () => {
  it('runs through the stand-ins, like the bundle', async () => {
    await expect(ofetch('/x', { baseURL: 'http://127.0.0.1:9', query: { a: 1 } })).rejects.toThrow(/serializeQuery/);
  });
});
