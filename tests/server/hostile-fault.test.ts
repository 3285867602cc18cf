/**
 * The platform's `hostile` fault (#16): the real handler's answer with its body rewritten from the
 * hostile-input corpus — every server string made hostile, numbers and times made extreme — while
 * the envelope's Code, the HTTP status and the trace stay the handler's, and the contract's
 * enumerations stay readable (so the corpus reaches the renderers instead of ending as 5001).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { READERS } from '../../src/api/contract/readers';
import {
  HOSTILE_COLOURS,
  HOSTILE_CORPUS_SIZE,
  HOSTILE_LINKS,
  HOSTILE_NUMBERS,
  HOSTILE_TEXT,
  HOSTILE_TIME_MS,
  HOSTILE_TIMES,
  hostileData,
} from '../../platform/server/faults';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type TestClient, type DemoPlayer } from './helpers';

let server: RunningServer;
let api: TestClient;
let token: string;

beforeAll(async () => {
  let players: DemoPlayer[];
  ({ server, api, players } = await startTestPlatform());
  const player = players.find((p) => p.apiId === 3)!;
  token = await api.login(player.gameToken);
});
afterAll(() => server?.close());
afterEach(async () => {
  await api.request('DELETE', '/__admin/faults');
});

const hostile = (route: string, values?: 'strings' | 'numbers') =>
  api.request('POST', '/__admin/faults', { body: { route, fault: { kind: 'hostile', values } } });

/** Every string in a value, with the key it sits under. */
function strings(value: unknown, key = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return typeof value === 'string' ? [[key, value]] : [];
}

describe('the fault admin', () => {
  it.each([{ kind: 'hostile' }, { kind: 'hostile', values: 'strings' }, { kind: 'hostile', values: 'numbers' }])(
    'accepts %j',
    async (fault) => {
      const r = await api.request('POST', '/__admin/faults', { body: { route: '/marquee/', fault } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ rules: [{ route: '/marquee/', fault }] });
    },
  );

  it('refuses a hostile fault with unknown values', async () => {
    const r = await api.request('POST', '/__admin/faults', {
      body: { route: '/marquee/', fault: { kind: 'hostile', values: 'everything' } },
    });
    expect(r.status).toBe(400);
  });
});

describe('strings', () => {
  it('makes every server string of an answer hostile, keeps Code 0 and the trace, and the reader still reads it', async () => {
    const path = '/api/action/promote-list/3/en-US';
    const real = await api.get(path, token);
    expect(real.json!.Data.length).toBeGreaterThan(0);
    await hostile('/action/promote-list/');
    const r = await api.get(path, token);
    expect(r.status).toBe(200);
    expect(r.json!.Code).toBe(0);
    expect(r.trace).toMatch(/^[0-9a-f]{16}$/);
    const before = strings(real.json!.Data);
    const after = strings(r.json!.Data);
    expect(after).toHaveLength(before.length);
    after.forEach(([key, value], i) => {
      const original = before[i]![1];
      if (['Category', 'State'].includes(key) || /^\d{4}-\d\d-\d\d/.test(original)) expect(value).toBe(original);
      else if (key === 'Image') expect(HOSTILE_LINKS).toContain(value);
      else expect(HOSTILE_TEXT.some((t) => value === `${original}${t}`)).toBe(true);
    });
    // Enumerations and times are untouched, so the client's reader accepts the answer.
    expect(() => READERS['GET /action/promote-list/:apiId/:langId/:category?']!(r.json!.Data)).not.toThrow();
  });

  it('leaves an error envelope its Code and makes its Message hostile', async () => {
    const real = await api.get('/api/member/nickname', 'not-a-token');
    expect(real.json!.Code).toBe(9101);
    await hostile('/member/nickname');
    const r = await api.get('/api/member/nickname', 'not-a-token');
    expect(r.status).toBe(real.status);
    expect(r.json).toEqual({ Code: 9101, Data: null, Message: `${real.json!.Message}${HOSTILE_TEXT[0]}` });
  });

  it('applies to a rule route only, for `count` requests', async () => {
    await api.request('POST', '/__admin/faults', {
      body: { route: '/member/nickname', fault: { kind: 'hostile' }, count: 1 },
    });
    const first = await api.get('/api/member/nickname', token);
    const second = await api.get('/api/member/nickname', token);
    expect(first.json!.Data.Nickname).toContain(HOSTILE_TEXT[0]);
    expect(second.json!.Data.Nickname).not.toContain(HOSTILE_TEXT[0]);
  });
});

describe('numbers', () => {
  it('makes numbers extreme and times negative, and leaves strings alone', async () => {
    const path =
      '/api/history/1/get-history-record?LangId=en-US&StartRowIndex=0&EndRowIndex=3&LogIndexAsRoundIndex=false';
    const real = await api.get(path, token);
    await hostile('/get-history-record', 'numbers');
    const r = await api.get(path, token);
    expect(r.json!.Code).toBe(0);
    const records = r.json!.Data.Records as Record<string, unknown>[];
    expect(records.length).toBeGreaterThan(0);
    for (const [i, record] of records.entries()) {
      expect(HOSTILE_TIME_MS).toContain(record.Date);
      expect(HOSTILE_NUMBERS).toContain(record.Bet);
      expect(record.RoundIndex).toBe(real.json!.Data.Records[i].RoundIndex);
    }
  });
});

describe('hostileData', () => {
  it('is deterministic and typed: strings stay strings, numbers numbers, enums and shapes stay', () => {
    const data = {
      Id: 7,
      Title: 'Hello',
      State: 'running',
      Link: '/x',
      ContentColor: ['#fff', '#000'],
      StartTime: '2026-01-01T00:00:00.000Z',
      Items: [{ Name: 'a' }, { Name: 'b' }],
    };
    const out = hostileData(data) as typeof data;
    expect(hostileData(data)).toEqual(out);
    expect(out.Id).toBe(7);
    expect(out.State).toBe('running');
    expect(out.StartTime).toBe(data.StartTime);
    expect(HOSTILE_LINKS).toContain(out.Link);
    for (const colour of out.ContentColor) expect(HOSTILE_COLOURS).toContain(colour);
    expect(out.Title.startsWith('Hello')).toBe(true);
    expect(out.Items.map((i) => i.Name.slice(0, 1))).toEqual(['a', 'b']);
    const numbers = hostileData(data, 'numbers') as typeof data;
    expect(HOSTILE_NUMBERS).toContain(numbers.Id);
    expect(HOSTILE_TIMES).toContain(numbers.StartTime);
    expect(numbers.Title).toBe('Hello');
  });

  it('uses the whole corpus over a long enough answer, including a 10 kB string', () => {
    const out = strings(hostileData({ List: Array.from({ length: HOSTILE_TEXT.length }, () => ({ Text: '' })) }));
    expect(new Set(out.map(([, v]) => v))).toEqual(new Set(HOSTILE_TEXT));
    expect(Math.max(...out.map(([, v]) => v.length))).toBeGreaterThanOrEqual(10_240);
    expect(HOSTILE_CORPUS_SIZE).toBe(26);
  });
});
