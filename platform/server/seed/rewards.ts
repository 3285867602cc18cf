/**
 * Seed of the rewards domain: item cards of every §3 kind and tier (./reward-cards.ts), rewards in every state,
 * gift-code events (1–4 as they always were, 5 coming soon), and the names and infos of cards and
 * rewards in every language, read from the rewards catalogue (locales/<locale>/rewards.po) so the
 * platform and the page say the same thing.
 *
 * Dates hang from SEED_ANCHOR; the platform shows cards and rewards on its demo clock (see
 * handlers/giftcode.ts), so "expires within the hour" stays true whenever the demo runs.
 * The first player of each brand holds one card of every kind and variant and a reward in every
 * state; everyone else gets a deterministic handful.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { GAMES, SEED_ANCHOR } from '../catalog.ts';
import type { Db } from '../db.ts';
import { allLocales, TEXTS } from '../i18n.ts';
import { CARD_TYPES, FISH_INFO } from './reward-cards.ts';

type Insert = (db: Db, table: string, columns: string[], rows: unknown[][]) => Promise<void>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

export { CARD_TYPES } from './reward-cards.ts';

const FISHING = GAMES.filter((g) => g.family === 'fishing');

/** §3: type (1), game id (3), star level (1), serial (2); Bombing Fishing (game 9) writes 192. */
export function fishCardNo(gameNo: number, star: number, serial: number): string {
  return `1${String(gameNo === 9 ? 192 : gameNo).padStart(3, '0')}${star}${String(serial % 100).padStart(2, '0')}`;
}

/** The first player's card expiries: two within the hour, one in 3 hours, the rest in days. */
const FIRST_PLAYER_EXPIRY = [20 * MINUTE, 50 * MINUTE, 3 * HOUR, 26 * HOUR];

export const PRIZE_KINDS: [string, string][] = [
  ['signIn', 'Daily sign-in reward'],
  ['ranking', 'Ranking prize'],
  ['event', 'Event prize'],
  ['rebate', 'VIP rebate'],
  ['holiday', 'Holiday gift'],
];

/** Rewards of the first player of each brand: one in every state, and the two ways to expire. */
const FIRST_PLAYER_PRIZES: { kind: number; ago: number; state: string; claimBy: number | null }[] = [
  { kind: 0, ago: 2 * HOUR, state: 'pending', claimBy: 3 * DAY },
  { kind: 1, ago: 1 * DAY, state: 'pending', claimBy: 2 * HOUR },
  { kind: 3, ago: 2 * DAY, state: 'pending', claimBy: null },
  { kind: 2, ago: 3 * DAY, state: 'claimed', claimBy: null },
  { kind: 4, ago: 6 * DAY, state: 'expired', claimBy: null },
  // Stored pending, but its deadline passed: the platform reports it expired.
  { kind: 0, ago: 9 * DAY, state: 'pending', claimBy: -2 * DAY },
];

/** msgid → msgstr of one catalogue file (single-line entries, which is all these are). */
function readPo(path: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(path)) return out;
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    if (m[2]) out.set(JSON.parse(`"${m[1]}"`) as string, JSON.parse(`"${m[2]}"`) as string);
  }
  return out;
}

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');
const SERVED_TEXT = /^rewards\.(card|info|prizeKind)\./;

/**
 * Gift-code events, dated from the anchor, which the platform serves as "now" (../demo-clock.ts):
 * 1, 2 and 4 running (2 fully claimed, 4 with a daily limit of one), 3 concluded a year ago, 5 not
 * started (its New Year: 1 January on the seed's clock). Names in a few languages.
 */
const EVENTS: [number, string, Record<string, string>, number, number, number, number, string][] = [
  [
    1,
    'Welcome gift code',
    allLocales(TEXTS.giftWelcome),
    SEED_ANCHOR - 30 * DAY,
    SEED_ANCHOR + 45 * DAY,
    5000,
    200,
    'tpl-welcome',
  ],
  [
    2,
    'Launch party (fully claimed)',
    allLocales(TEXTS.giftLaunch),
    SEED_ANCHOR - 30 * DAY,
    SEED_ANCHOR + 20 * DAY,
    3,
    200,
    'tpl-launch',
  ],
  [
    3,
    "Last year's gift",
    allLocales(TEXTS.giftLastYear),
    SEED_ANCHOR - 380 * DAY,
    SEED_ANCHOR - 350 * DAY,
    100,
    200,
    'tpl-old',
  ],
  [
    4,
    'Tiny daily limit',
    allLocales(TEXTS.giftTinyLimit),
    SEED_ANCHOR - 30 * DAY,
    SEED_ANCHOR + 45 * DAY,
    5000,
    1,
    'tpl-tiny',
  ],
  [
    5,
    'New Year gift code',
    allLocales(TEXTS.giftNewYear),
    SEED_ANCHOR + 47 * DAY - 12 * HOUR,
    SEED_ANCHOR + 78 * DAY - 12 * HOUR,
    1000,
    100,
    'tpl-newyear',
  ],
];

export async function seedRewards(
  db: Db,
  insertRows: Insert,
  rand: { next(): number; int(lo: number, hi: number): number },
): Promise<void> {
  const players = await db.query<{ id: number; api_id: number }>('SELECT id, api_id FROM players ORDER BY id');
  const firstOfBrand = new Set<number>();
  for (const apiId of [3, 20000, 20001, 110, 202]) {
    const first = players.find((p) => p.api_id === apiId);
    if (first) firstOfBrand.add(first.id);
  }

  const cards: unknown[][] = [];
  const prizes: unknown[][] = [];
  for (const { id } of players) {
    const first = firstOfBrand.has(id);
    CARD_TYPES.forEach((type, index) => {
      // Everyone else holds a deterministic third of the kinds, some of them expired.
      if (!first && (id + index) % 3 !== 0) return;
      const game =
        type.kind === 'fish' || type.kind === 'drill' || type.kind === 'summon'
          ? FISHING[(id + index) % FISHING.length]!
          : FISHING[0]!;
      const expires = first
        ? SEED_ANCHOR + (FIRST_PLAYER_EXPIRY[index] ?? (index + 1) * DAY)
        : SEED_ANCHOR + ((id + index) % 4 === 0 ? -5 * DAY : index % 5 === 0 ? 40 * MINUTE : (10 + index) * DAY);
      cards.push([
        id,
        type.cardId,
        type.star ? fishCardNo(game.no, type.star, id + index) : null,
        type.kind,
        type.variant,
        type.name(game.name),
        game.no,
        iso(expires),
        type.info(game.name),
        1000 * (1 + (index % 5)),
        100_000 * (1 + (index % 4)),
      ]);
    });
    if (first) {
      // An expired card of each brand's first player, which the backpack must not show.
      cards.push([
        id,
        1001,
        fishCardNo(6, 1, 99),
        'fish',
        null,
        'Royal Fishing 1-Star',
        6,
        iso(SEED_ANCHOR - 5 * DAY),
        FISH_INFO('Royal Fishing'),
        1000,
        100_000,
      ]);
      for (const p of FIRST_PLAYER_PRIZES) {
        const [kind, name] = PRIZE_KINDS[p.kind]!;
        prizes.push([
          id,
          kind,
          name,
          1000 * (1 + p.kind) * (1 + (id % 5)),
          iso(SEED_ANCHOR - p.ago),
          p.state,
          p.claimBy === null ? null : iso(SEED_ANCHOR + p.claimBy),
        ]);
      }
    } else {
      const count = 1 + (id % 3);
      for (let k = 0; k < count; k++) {
        const [kind, name] = PRIZE_KINDS[(id + k) % PRIZE_KINDS.length]!;
        const state = ['pending', 'claimed', 'expired'][(id + k) % 3]!;
        prizes.push([
          id,
          kind,
          name,
          1000 * rand.int(1, 20),
          iso(SEED_ANCHOR - rand.int(1, 200) * HOUR),
          state,
          state === 'pending' ? iso(SEED_ANCHOR + rand.int(1, 10) * DAY) : null,
        ]);
      }
    }
  }
  await insertRows(
    db,
    'item_cards',
    [
      'player_id',
      'card_id',
      'card_no',
      'kind',
      'variant',
      'name',
      'game_no',
      'expires_at',
      'info',
      'bet_amount',
      'balance_limit',
    ],
    cards,
  );
  await insertRows(db, 'prizes', ['player_id', 'kind', 'name', 'amount', 'won_at', 'state', 'claim_by'], prizes);

  // Card and reward texts in every language, from the same catalogue the page uses.
  const texts: unknown[][] = [];
  for (const locale of LOCALES) {
    for (const [key, text] of readPo(join(LOCALES_DIR, locale, 'rewards.po')))
      if (SERVED_TEXT.test(key)) texts.push([locale, key, text]);
  }
  await insertRows(db, 'reward_texts', ['lang', 'key', 'text'], texts);

  await insertRows(
    db,
    'giftcode_events',
    ['id', 'name', 'names', 'starts_at', 'ends_at', 'total', 'daily_limit', 'template_id', 'aws_config'],
    EVENTS.map(([id, name, names, start, end, total, daily, template]) => [
      id,
      name,
      JSON.stringify(names),
      iso(start),
      iso(end),
      total,
      daily,
      template,
      'ingame-mail',
    ]),
  );
  await insertRows(
    db,
    'giftcode_claims',
    ['event_id', 'email', 'player_id', 'sent_at'],
    [
      [2, 'a@example.com', null, iso(SEED_ANCHOR)],
      [2, 'b@example.com', null, iso(SEED_ANCHOR)],
      [2, 'c@example.com', null, iso(SEED_ANCHOR)],
    ],
  );
}
