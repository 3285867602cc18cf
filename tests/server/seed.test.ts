import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb, withoutWalSegments, type Db } from '../../platform/server/db';
import { seed } from '../../platform/server/seed';
import { SMALL_SEED } from './helpers';

const opened: Db[] = [];
async function freshDb(): Promise<Db> {
  const db = await openDb({});
  opened.push(db);
  await migrate(db);
  return db;
}
/** One database with the small seed, for the tests that read it (seeding is most of their time). */
let small: Promise<Db> | undefined;
const smallSeeded = () =>
  (small ??= freshDb().then(async (db) => {
    expect(await seed(db, SMALL_SEED)).toBe(true);
    return db;
  }));
afterAll(async () => {
  for (const db of opened) await db.close();
});

async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of [
    'players',
    'rounds',
    'marquee',
    'rankings',
    'ranking_entries',
    'item_cards',
    'promotions',
    'giftcode_events',
  ]) {
    const rows = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
    hash.update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

// Seeding the full data set three times takes ~25 s on an idle 2-core machine: give it room.
describe('the seed', { timeout: 120_000 }, () => {
  it('is deterministic and idempotent', async () => {
    const a = await smallSeeded();
    const b = await freshDb();
    expect(await seed(b, SMALL_SEED)).toBe(true);
    expect(await fingerprint(a)).toBe(await fingerprint(b));
    expect(await seed(a, SMALL_SEED)).toBe(false);
  });

  it('saved as a snapshot, loads as the same database with only the WAL its checkpoint needs', async () => {
    const seeded = await smallSeeded();
    const folder = mkdtempSync(join(tmpdir(), 'ingame-snapshot-'));
    try {
      const path = join(folder, 'seeded.tar');
      await seeded.saveSnapshot!(path);
      const tar = readFileSync(path);
      const segments = tar.toString('latin1').match(/pg_wal\/[0-9A-F]{24}\0/g) ?? [];
      // The seed fills two segments: one is left, the one the checkpoint is in.
      expect(segments.length).toBe(1);
      const loaded = await openDb({ snapshot: path });
      opened.push(loaded);
      expect(await fingerprint(loaded)).toBe(await fingerprint(seeded));
      // It writes on (PostgreSQL makes the next segment when it needs one).
      await loaded.exec("UPDATE players SET nickname = 'after-load' WHERE id = (SELECT min(id) FROM players)");
      expect(await loaded.query('SELECT 1 FROM players WHERE nickname = $1', ['after-load'])).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('at full size has what the screens and the benchmark need', async () => {
    const db = await freshDb();
    await seed(db);
    const perBrand = await db.query<{ web_id: string; n: number; min_rounds: number }>(
      `SELECT o.web_id, count(*)::int AS n, min(p.round_count)::int AS min_rounds FROM players p JOIN operators o USING (api_id)
       WHERE o.api_id IN (3, 20000, 20001, 110, 202) GROUP BY o.web_id`,
    );
    for (const row of perBrand) {
      expect(row.n, row.web_id).toBeGreaterThanOrEqual(40);
      expect(row.min_rounds, row.web_id).toBeGreaterThanOrEqual(1000);
    }
    const [long] = await db.query<{ n: number }>(
      'SELECT max(c)::int AS n FROM (SELECT count(*) AS c FROM rounds GROUP BY player_id, game_no) x',
    );
    expect(long!.n).toBeGreaterThanOrEqual(10_000);
    const families = await db.query<{ n: number }>(
      'SELECT count(DISTINCT g.family)::int AS n FROM rounds r JOIN games g ON g.no = r.game_no',
    );
    expect(families[0]!.n).toBeGreaterThanOrEqual(26);
    const entrants = await db.query<{ n: number }>(
      'SELECT min(c)::int AS n FROM (SELECT count(*) AS c FROM ranking_entries GROUP BY ranking_id) x',
    );
    expect(entrants[0]!.n).toBeGreaterThanOrEqual(300);
    const withAndWithout = await db.query<{ with: number; without: number; masked: number; currencies: number }>(
      'SELECT count(nickname)::int AS with, (count(*) - count(nickname))::int AS without, count(*) FILTER (WHERE masked)::int AS masked, count(DISTINCT currency_no)::int AS currencies FROM players',
    );
    expect(withAndWithout[0]!.with).toBeGreaterThan(0);
    expect(withAndWithout[0]!.without).toBeGreaterThan(0);
    expect(withAndWithout[0]!.masked).toBeGreaterThan(0);
    expect(withAndWithout[0]!.currencies).toBeGreaterThanOrEqual(5);
    const expired = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM item_cards WHERE expires_at < '2026-11-15'",
    );
    expect(expired[0]!.n).toBeGreaterThan(0);
    const brands = await db.query<{
      api_id: number;
      title: string;
      icon: string;
      logo: string;
      android_link: string;
      web_app_url: string;
    }>('SELECT * FROM operators WHERE api_id IN (3, 20000, 20001, 110, 202) ORDER BY api_id');
    expect(brands.map((b) => [b.api_id, b.title])).toEqual([
      [3, 'TaDa Gaming'],
      [110, 'JILI Plus'],
      [202, 'JILI Star'],
      [20000, 'TaDa Gaming'],
      [20001, 'TaDa Gaming'],
    ]);
    for (const b of brands) expect([b.icon, b.logo, b.android_link, b.web_app_url].every(Boolean)).toBe(true);
    const kinds = await db.query<{ kind: string }>('SELECT DISTINCT kind FROM item_cards ORDER BY kind');
    expect(kinds.map((k) => k.kind)).toEqual(['bonusPrize', 'drill', 'fish', 'frozen', 'summon']);
  });
});

describe('withoutWalSegments', () => {
  /** A ustar entry: a 512-byte header (name, octal size) and its data padded to 512 bytes. */
  const entry = (name: string, data: string) => {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode(name));
    header.set(new TextEncoder().encode(`${data.length.toString(8).padStart(11, '0')}\0`), 124);
    const body = new Uint8Array(Math.ceil(data.length / 512) * 512);
    body.set(new TextEncoder().encode(data));
    return [...header, ...body];
  };
  const names = (tar: Uint8Array) =>
    (new TextDecoder().decode(tar).match(/[\w/]+(?=\0+\d{11}\0)/g) ?? []).map((n) => n.replace(/^\//, ''));

  it('drops the WAL segments it is not told to keep, and keeps every other file and the end marker', () => {
    const tar = new Uint8Array([
      ...entry('/base/1/1255', 'x'.repeat(700)),
      ...entry('/pg_wal/000000010000000000000001', 'old'),
      ...entry('/pg_wal/000000010000000000000002', 'current'),
      ...entry('/pg_wal/archive_status/x', ''),
      ...entry('/PG_VERSION', '17'),
      ...new Uint8Array(1024),
    ]);
    const out = withoutWalSegments(tar, new Set(['000000010000000000000002']));
    expect(names(out)).toEqual([
      'base/1/1255',
      'pg_wal/000000010000000000000002',
      'pg_wal/archive_status/x',
      'PG_VERSION',
    ]);
    expect(out.length).toBe(tar.length - 1024);
    expect(out.subarray(-1024).every((b) => b === 0)).toBe(true);
  });
});
