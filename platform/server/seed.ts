/**
 * Deterministic seed: the same rows on every run (a fixed PRNG seed and a fixed anchor date),
 * idempotent (skipped when seed_info says it is done). Rounds are generated inside the database
 * with generate_series, so ~200,000 rows take seconds on PGlite and on PostgreSQL alike.
 */
import type { Db } from './db.ts';
import { CARD_FAMILIES, CURRENCIES, CUSTOM_CURRENCIES, GAMES, NICK_PARTS, OPERATORS, SEED_ANCHOR } from './catalog.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { brandFor } from '../../src/core/brands.ts';
import { seedInstall } from './seed/install.ts';
import { seedNews } from './seed/news.ts';
import { seedRankings } from './seed/rankings.ts';
import { seedMember } from './seed/member.ts';
import { seedRewards } from './seed/rewards.ts';
import { say } from './i18n.ts';
import { formatNumber } from '../../src/core/format.ts';

// 8: windows dated around the anchor (none in the far future), served on the demo clock (demo-clock.ts).
export const SEED_VERSION = 8;

export interface SeedOptions {
  /** Rounds per ordinary player (≥ 1000 for the demo; tests use fewer). */
  roundsPerPlayer?: number;
  /** Rounds of the long-list player in their long game. */
  longPlayerRounds?: number;
  /** Players per operator, capped by the catalogue (the demo uses the catalogue's numbers). */
  maxPlayersPerOperator?: number;
}

/** mulberry32: the games' seeded stream (games/rng.ts), also the seed's own. */
export { prng } from './games/rng.ts';
import { prng } from './games/rng.ts';

export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const params: unknown[] = [];
    const values = batch.map(
      (row) =>
        `(${row
          .map((v) => {
            params.push(v);
            return `$${params.length}`;
          })
          .join(',')})`,
    );
    await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')}`, params);
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_info WHERE version = $1', [
    SEED_VERSION,
  ]);
  return (rows[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const roundsPerPlayer = options.roundsPerPlayer ?? 1000;
  const longPlayerRounds = options.longPlayerRounds ?? 10_000;
  const rand = prng(20261122);

  await db.exec('BEGIN');
  try {
    await insertRows(
      db,
      'operators',
      [
        'api_id',
        'web_id',
        'title',
        'operator_type',
        'timezone',
        'android_link',
        'web_app_url',
        'vip_configured',
        'icon',
        'logo',
      ],
      OPERATORS.map((o) => [
        o.apiId,
        o.webId,
        o.title,
        o.type,
        o.timezone,
        `https://download.example/${o.webId}/app.apk`,
        `https://www.${o.webId}.example/`,
        o.vipConfigured,
        brandFor(o.apiId).icon,
        brandFor(o.apiId).logo,
      ]),
    );
    await insertRows(
      db,
      'games',
      ['no', 'id', 'name', 'family'],
      GAMES.map((g) => [g.no, g.id, g.name, g.family]),
    );
    await insertRows(
      db,
      'game_groups',
      ['group_id', 'name', 'game_nos'],
      [
        [1, 'Slots', GAMES.filter((g) => g.family === 'slot').map((g) => g.no)],
        [2, 'Fishing', GAMES.filter((g) => g.family === 'fishing').map((g) => g.no)],
        [3, 'Cards', GAMES.filter((g) => CARD_FAMILIES.includes(g.family)).map((g) => g.no)],
        [4, 'Table & Casual', GAMES.filter((g) => g.no >= 22).map((g) => g.no)],
      ],
    );
    await insertRows(
      db,
      'currencies',
      ['no', 'symbol', 'unit', 'ratio'],
      CURRENCIES.map((c) => [c.no, c.symbol, c.unit, c.ratio]),
    );
    await insertRows(
      db,
      'custom_currencies',
      ['no', 'api_id', 'symbol', 'ratio'],
      CUSTOM_CURRENCIES.map((c) => [c.no, c.apiId, c.symbol, c.ratio]),
    );

    // Players: some with nicknames, some without; one masked; different currencies.
    const players: unknown[][] = [];
    let longPlayerPicked = false;
    const usedNicknames = new Set<string>();
    const uniqueNickname = () => {
      for (;;) {
        const nick = `${rand.pick(NICK_PARTS)}${rand.int(1, 999)}`.slice(0, 7);
        if (!usedNicknames.has(nick.toLowerCase())) {
          usedNicknames.add(nick.toLowerCase());
          return nick;
        }
      }
    };
    for (const op of OPERATORS) {
      const count = Math.min(op.players, options.maxPlayersPerOperator ?? op.players);
      for (let i = 1; i <= count; i++) {
        const hasNick = rand.next() < 0.6;
        const nickname = hasNick ? uniqueNickname() : null;
        const isLong: boolean = !longPlayerPicked && op.apiId === 3;
        longPlayerPicked ||= isLong;
        const rounds = isLong
          ? longPlayerRounds + roundsPerPlayer
          : roundsPerPlayer + rand.int(0, Math.floor(roundsPerPlayer / 4));
        const longGame = isLong ? 1 : rand.pick(GAMES).no;
        players.push([
          op.apiId,
          `${op.webId}_${op.apiId}_${String(i).padStart(3, '0')}`,
          nickname,
          op.currencyNos[i % op.currencyNos.length],
          // vip, vip_exp, lv, lv_exp: placeholders that seedMember replaces with values consistent with
          // the level; still drawn, so the rest of the stream (nicknames, rankings…) is unchanged.
          rand.int(0, 9),
          rand.int(0, 90_000),
          rand.int(1, 60),
          rand.int(0, 50_000),
          rounds,
          longGame,
          i === 2,
        ]);
      }
    }
    await insertRows(
      db,
      'players',
      [
        'api_id',
        'account',
        'nickname',
        'currency_no',
        'vip',
        'vip_exp',
        'lv',
        'lv_exp',
        'round_count',
        'long_game',
        'masked',
      ],
      players,
    );

    // Rounds, inside the database. The long player's first rounds are all in their long game;
    // everyone else plays their long game 40% of the time and the rest spread over all games.
    const gameNos = `ARRAY[${GAMES.map((g) => g.no).join(',')}]`;
    await db.query(
      `
      INSERT INTO rounds (player_id, game_no, round_index, log_index, type, played_at, bet, win, pre_money, seed)
      SELECT p.id, r.game_no,
             (p.id::bigint * 1000000 + i)::text,
             (p.id::bigint * 1000000 + i + 500000)::text,
             CASE WHEN (i * 7) % 23 = 0 THEN 2 WHEN (i * 11) % 37 = 0 THEN 3 ELSE 1 END,
             to_timestamp($1::double precision / 1000) - make_interval(secs => i * (97 + p.id % 13)),
             r.bet,
             -- The win is the game engine's (platform/server/games), settled when the round is read.
             0,
             -- Balances from 200,000 to 3,000,000 (a third of the players hold over a million), with cents.
             c.unit::bigint * (200000 + (h * 7717) % 800000) * (1 + p.id % 3) + CASE WHEN c.unit = 100 THEN h % 100 ELSE 0 END,
             h::int
      FROM players p
      JOIN currencies c ON c.no = p.currency_no
      CROSS JOIN LATERAL generate_series(1, p.round_count) AS i
      -- Squared (mod a prime): a linear hash makes neighbouring rounds' bets and wins march in step.
      CROSS JOIN LATERAL (SELECT (x * x) % 2147483647 AS h FROM (SELECT (p.id::bigint * 2654435761 + i::bigint * 40503) % 2147483647 AS x) AS q) AS hh
      CROSS JOIN LATERAL (SELECT
          CASE WHEN p.round_count > $2 AND i <= $2 THEN p.long_game
               WHEN i % 10 < 4 THEN p.long_game
               ELSE (${gameNos})[1 + ((p.id * 31 + i * 17) % ${GAMES.length})] END AS game_no,
          -- Stakes with cents where the currency has them (10.25, 10.50, 10.75 …).
          (c.unit::bigint * (1 + (h % 50)) * 10 + CASE WHEN c.unit = 100 THEN (h / 50) % 4 * 25 ELSE 0 END) AS bet) AS r`,
      [SEED_ANCHOR, longPlayerRounds],
    );

    // Marquee: placeholders and colours, as an operator would write them. Hostile text (markup, `$&`,
    // colours carrying url()) comes only from the fault switch's `hostile` rule (faults.ts), which
    // the tests turn on.
    const marquee: unknown[][] = [];
    let marqueeId = 1;
    for (const op of OPERATORS) {
      for (const locale of LOCALES) {
        // Every announcement in the row's language (platform/server/i18n.ts), its amount in the
        // locale's §5 format; player names and game names are proper nouns and stay as they are.
        const items: [string, string[], string[]][] = [
          [
            say('marqueeWin', locale),
            ['Ace***77', `₱ ${formatNumber(12_500, { locale })}`, 'Fortune Gems'],
            ['#ffd166', '#06d6a0', '#4cc9f0'],
          ],
          [say('marqueeSignIn', locale), [say('chestGold', locale)], ['#f4a261']],
          [say('marqueeNewGame', locale), ['Crash'], ['#e63946']],
        ];
        items.forEach(([format, content, colors], sort) =>
          marquee.push([marqueeId++, op.apiId, locale, format, JSON.stringify(content), JSON.stringify(colors), sort]),
        );
      }
    }
    await insertRows(db, 'marquee', ['id', 'api_id', 'lang', 'format', 'content', 'colors', 'sort'], marquee);

    // Rankings and events: platform/server/seed/rankings.ts.
    await seedRankings(db);

    await seedNews(db);

    await seedRewards(db, insertRows, rand);

    await insertRows(
      db,
      'agent_messengers',
      ['api_id', 'type', 'data'],
      OPERATORS.flatMap((o) => [
        [o.apiId, 'telegram', `https://t.me/${o.webId}_support`],
        [o.apiId, 'whatsapp', null],
        [o.apiId, 'email', `support@${o.webId}.example`],
      ]),
    );

    // Language service groups; `_style` overrides its base group (§7).
    const texts: unknown[][] = [];
    for (const locale of LOCALES) {
      texts.push([locale, 'common', 'welcome', locale === 'en' ? 'Welcome' : `Welcome (${locale})`]);
      texts.push([locale, 'common', 'brand', 'Platform']);
      texts.push([locale, 'common_style', 'brand', 'Platform (styled)']);
    }
    await insertRows(db, 'language_texts', ['locale', 'group_id', 'key', 'text'], texts);

    await seedInstall(db);
    await seedMember(db);

    await db.query('INSERT INTO seed_info (version) VALUES ($1)', [SEED_VERSION]);
    await db.exec('COMMIT');
  } catch (error) {
    await db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
