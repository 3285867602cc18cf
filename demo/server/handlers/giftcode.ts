/**
 * Rewards: prizes (and claiming them), the backpack (§3, §4 expiry), gift codes by e-mail with the
 * §5 rules.
 *
 * Seeded rewards, item cards and gift-code events are dated from the seed's anchor. The platform
 * shows them on the demo clock (../demo-clock.ts) and applies its rules there — rewards and cards
 * to the millisecond, since they count in minutes — so a demo never ages: a card seeded to expire
 * 40 minutes after the anchor always expires 40 minutes from the request, an event seeded as
 * concluded stays concluded and refuses to send.
 */
import {
  CODES,
  GIFTCODE_RESEND_SECONDS,
  type GiftCodeEvent,
  type ItemCard,
  type ItemCardKind,
  type PrizeRecord,
  type PrizeState,
} from '../../../src/api/contract/index.ts';
import { isEmail, normalizeEmail } from '../../../src/core/email.ts';
import { resolveLocale, type Locale } from '../../../src/i18n/locales.ts';
import { gameByNo } from '../catalog.ts';
import { exactDemoShift, toDemoClock, toSeedClock, windowOnDemoClock } from '../demo-clock.ts';
import type { Db, Tx } from '../db.ts';
import { ApiFailure, requirePlayer, type Handlers, type Player } from './context.ts';
import { bodyObject, int, text } from './input.ts';
import { iso, playerGate, stateOf } from './queries.ts';

// ─── texts per language (seeded from the rewards catalogue, demo/server/seed/rewards.ts) ───

type Texts = (key: string, values?: Record<string, string>) => string | null;

async function textsFor(db: Db, locale: Locale): Promise<Texts> {
  const rows = await db.query<{ lang: string; key: string; text: string }>(
    'SELECT lang, key, text FROM reward_texts WHERE lang = ANY($1::text[])',
    [[locale, 'en']],
  );
  const own = new Map(rows.filter((r) => r.lang === locale).map((r) => [r.key, r.text]));
  const english = new Map(rows.filter((r) => r.lang === 'en').map((r) => [r.key, r.text]));
  return (key, values = {}) => {
    const template = own.get(key) ?? english.get(key);
    return template == null ? null : template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** The catalogue keys of a card's name and info (the client's rewards catalogue uses the same). */
function cardKeys(kind: ItemCardKind, variant: string | null, cardNo: string | null): { name: string; info: string } {
  switch (kind) {
    case 'fish':
      return { name: `rewards.card.fish.${cardNo?.[4] ?? '0'}`, info: 'rewards.info.fish' };
    case 'summon':
      return { name: `rewards.card.summon.${variant}`, info: `rewards.info.summon.${variant}` };
    case 'drill':
      return { name: `rewards.card.drill.${variant}`, info: 'rewards.info.drill' };
    default:
      return { name: `rewards.card.${kind}`, info: `rewards.info.${kind}` };
  }
}

// ─── prizes ───

interface PrizeRow {
  id: number;
  kind: string;
  name: string;
  amount: string;
  won_at: string;
  state: PrizeState;
  claim_by: string | null;
}

function toPrize(r: PrizeRow, texts: Texts, now: number): PrizeRecord {
  const claimBy = r.claim_by ? toDemoClock(r.claim_by, now, exactDemoShift) : null;
  // A pending reward past its deadline has expired (§4), whatever the row still says.
  const state: PrizeState = r.state === 'pending' && claimBy && Date.parse(claimBy) <= now ? 'expired' : r.state;
  return {
    Id: r.id,
    Name: texts(`rewards.prizeKind.${r.kind}`) ?? r.name,
    Amount: Number(r.amount),
    Time: toDemoClock(r.won_at, now, exactDemoShift),
    State: state,
    ClaimBy: state === 'pending' ? claimBy : null,
    Claimable: state === 'pending',
  };
}

// ─── gift codes ───

interface EventRow {
  id: number;
  name: string;
  names: Record<string, string>;
  starts_at: string;
  ends_at: string;
  total: number;
  daily_limit: number;
  template_id: string;
  aws_config: string;
}

async function giftEvent(db: Db | Tx, id: number, now: number, lock = false): Promise<EventRow> {
  const rows = await db.query<EventRow>(`SELECT * FROM giftcode_events WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such gift-code event');
  // On the demo clock: the window the player sees is the one the send rules enforce.
  return windowOnDemoClock(rows[0], now);
}

async function claimCount(db: Db | Tx, eventId: number): Promise<number> {
  return (
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [eventId]))[0]
      ?.n ?? 0
  );
}

const at = (ms: number) => new Date(ms).toISOString();

/** Codes one network (an IPv4 address, an IPv6 /64) receives per event and day. */
export const GIFTCODE_CODES_PER_ADDRESS = 3;
/**
 * Sends (successful or not) one event answers per minute from one network, and from one player:
 * each client has its own budget, so junk from one network never makes the event "too frequent"
 * for players elsewhere (issue 46; it was one bucket for the whole event).
 */
export const GIFTCODE_SENDS_PER_CLIENT_MINUTE = 20;

/** Providers that deliver `j.o.h.n@` to `john@`, and the domains that are one mailbox provider. */
const DOTLESS_DOMAINS = new Set(['gmail.com']);
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as the gift-code rules count it: lower case, without a
 * `+tag` (every large provider delivers `name+anything@` to `name@`), without dots at providers
 * that ignore them, one name per provider. `Ann.Lee+x@GoogleMail.com` → `annlee@gmail.com`.
 */
export function mailboxKey(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = DOMAIN_ALIASES[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at).replace(/\+.*$/, '');
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local || address.slice(0, at)}@${domain}`;
}

export const GIFTCODE_MESSAGES = {
  [CODES.GIFTCODE_EMAIL_CLAIMED]: 'This e-mail has already claimed a gift code for this event.',
  [CODES.GIFTCODE_PLAYER_CLAIMED]: 'You have already received a gift code for this event.',
  [CODES.GIFTCODE_DAILY_LIMIT]: "Today's gift codes have all been sent, please try again tomorrow.",
  [CODES.GIFTCODE_TOO_FREQUENT]: 'The operation is too frequent, please try again later',
  [CODES.GIFTCODE_FULLY_CLAIMED]:
    'We apologize, but all available Gift codes for this event have already been fully claimed.',
  [CODES.GIFTCODE_EVENT_CONCLUDED]: 'The event has already concluded.',
  [CODES.GIFTCODE_EMAIL_INVALID]: 'The format is incorrect, please re-enter.',
  [CODES.GIFTCODE_NOT_STARTED]: 'The event has not started yet.',
} as const;

type GiftCode = keyof typeof GIFTCODE_MESSAGES;
const refuse = (code: GiftCode, data: unknown = null) => new ApiFailure(code, GIFTCODE_MESSAGES[code], data);

/**
 * A unique-index violation on the claims (two sends that raced past the checks) answers the rule it
 * protects, never a 500. Null for any other error.
 */
export function codeForUniqueViolation(error: unknown): GiftCode | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return null;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return /giftcode_claims_player/.test(where) ? CODES.GIFTCODE_PLAYER_CLAIMED : CODES.GIFTCODE_EMAIL_CLAIMED;
}

/**
 * One send, in one transaction: the event row is locked first, so concurrent sends to an event
 * take turns and each sees the claims and attempts the ones before it committed. The rules in
 * order: the event's state (coming soon, concluded), the rate limit, then — after the attempt is
 * recorded — fully claimed, one per e-mail, one per player, the daily limit. A refusal is returned
 * (not thrown) so the attempt it recorded is committed with it.
 */
async function sendGiftCode(
  tx: Tx,
  eventId: number,
  email: string,
  player: Player | null,
  now: number,
  template: { TemplateId: string; AwsConfigSetName: string },
  clientIp: string | null,
): Promise<ApiFailure | null> {
  const e = await giftEvent(tx, eventId, now, true);
  if (template.TemplateId !== e.template_id || template.AwsConfigSetName !== e.aws_config) {
    return new ApiFailure(CODES.BAD_REQUEST, 'Unknown gift-code template.');
  }
  const state = stateOf(e.starts_at, e.ends_at, now);
  if (state === 'comingSoon') return refuse(CODES.GIFTCODE_NOT_STARTED);
  if (state === 'concluded') return refuse(CODES.GIFTCODE_EVENT_CONCLUDED);
  if (!isEmail(email)) return refuse(CODES.GIFTCODE_EMAIL_INVALID);
  // From here on the address is its mailbox: `a+1@`, `A@` and `a@` are one address.
  email = mailboxKey(email);

  // The client's pace: its network's and its player's sends of the last minute, nobody else's.
  const [recent] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM giftcode_attempts WHERE event_id = $1 AND (client_ip = $2 OR player_id = $3) AND tried_at > $4',
    [e.id, clientIp, player?.id ?? -1, at(now - 60_000)],
  );
  if ((recent?.n ?? 0) >= GIFTCODE_SENDS_PER_CLIENT_MINUTE)
    return refuse(CODES.GIFTCODE_TOO_FREQUENT, { RetryAfter: 60 });

  // Rate limit: one try per address and one per player per event every GIFTCODE_RESEND_SECONDS.
  const since = at(now - GIFTCODE_RESEND_SECONDS * 1000);
  const [last] = await tx.query<{ tried_at: string | null }>(
    'SELECT max(tried_at) AS tried_at FROM giftcode_attempts WHERE event_id = $1 AND (email = $2 OR player_id = $3) AND tried_at > $4',
    [e.id, email, player?.id ?? -1, since],
  );
  if (last?.tried_at) {
    const retryAfter = Math.max(
      1,
      Math.ceil((new Date(last.tried_at).getTime() + GIFTCODE_RESEND_SECONDS * 1000 - now) / 1000),
    );
    return refuse(CODES.GIFTCODE_TOO_FREQUENT, { RetryAfter: retryAfter });
  }
  await tx.query(
    'INSERT INTO giftcode_attempts (event_id, email, player_id, tried_at, client_ip) VALUES ($1, $2, $3, $4, $5)',
    [e.id, email, player?.id ?? null, at(now), clientIp],
  );

  if ((await claimCount(tx, e.id)) >= e.total) return refuse(CODES.GIFTCODE_FULLY_CLAIMED);
  if ((await tx.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND email = $2', [e.id, email])).length)
    return refuse(CODES.GIFTCODE_EMAIL_CLAIMED);
  if (
    player &&
    (await tx.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND player_id = $2', [e.id, player.id])).length
  ) {
    return refuse(CODES.GIFTCODE_PLAYER_CLAIMED);
  }
  const [today] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND sent_at >= date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [e.id, at(now)],
  );
  if ((today?.n ?? 0) >= e.daily_limit) return refuse(CODES.GIFTCODE_DAILY_LIMIT);
  if (clientIp) {
    const [fromHere] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND client_ip = $2 AND sent_at > $3',
      [e.id, clientIp, at(now - 24 * 3600_000)],
    );
    if ((fromHere?.n ?? 0) >= GIFTCODE_CODES_PER_ADDRESS)
      return refuse(CODES.GIFTCODE_TOO_FREQUENT, { RetryAfter: 3600 });
  }
  // The claim remembers the player with the mailbox: a later send to any spelling of it, with or
  // without the session, is refused as already claimed; a later send with the session, as the player's.
  await tx.query(
    'INSERT INTO giftcode_claims (event_id, email, player_id, sent_at, client_ip) VALUES ($1, $2, $3, $4, $5)',
    [e.id, email, player?.id ?? null, at(now), clientIp],
  );
  return null;
}

export const giftcodeHandlers = {
  async 'GET /prize/:langId'(ctx) {
    const p = requirePlayer(ctx);
    const texts = await textsFor(ctx.db, resolveLocale(ctx.params.langId));
    const rows = await ctx.db.query<PrizeRow>(
      'SELECT * FROM prizes WHERE player_id = $1 ORDER BY won_at DESC, id DESC',
      [p.id],
    );
    return rows.map((r) => toPrize(r, texts, ctx.now));
  },
  async 'POST /prize/claim/:prizeId'(ctx) {
    const p = requirePlayer(ctx);
    const id = int(ctx.params.prizeId, 'prizeId', { min: 1 });
    const texts = await textsFor(ctx.db, resolveLocale(ctx.query.get('LangId')));
    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<PrizeRow>('SELECT * FROM prizes WHERE id = $1 AND player_id = $2 FOR UPDATE', [
        id,
        p.id,
      ]);
      if (!row) return new ApiFailure(CODES.NOT_FOUND, 'No such reward.');
      const current = toPrize(row, texts, ctx.now);
      if (current.State === 'claimed')
        return new ApiFailure(CODES.PRIZE_ALREADY_CLAIMED, 'This reward has already been claimed.');
      if (current.State === 'expired') return new ApiFailure(CODES.PRIZE_EXPIRED, 'This reward has expired.');
      const [claimed] = await tx.query<PrizeRow>(
        "UPDATE prizes SET state = 'claimed', claimed_at = $2 WHERE id = $1 RETURNING *",
        [id, at(ctx.now)],
      );
      return claimed!;
    });
    if (outcome instanceof ApiFailure) throw outcome;
    // In the player's language like the list: the client replaces the row with it.
    return toPrize(outcome, texts, ctx.now);
  },
  async 'GET /backpack/:langId'(ctx) {
    const p = requirePlayer(ctx);
    if (!playerGate(p, 'playerItemData'))
      throw new ApiFailure(CODES.FEATURE_DISABLED, 'The backpack is not available here.');
    const texts = await textsFor(ctx.db, resolveLocale(ctx.params.langId));
    // Expired cards disappear (§4): on the demo clock, a card is gone once its seeded date passed.
    const rows = await ctx.db.query<{
      card_id: number;
      card_no: string | null;
      kind: ItemCardKind;
      variant: string | null;
      name: string;
      game_no: number;
      expires_at: string;
      info: string;
      bet_amount: string;
      balance_limit: string;
    }>('SELECT * FROM item_cards WHERE player_id = $1 AND expires_at > $2 ORDER BY expires_at, id', [
      p.id,
      at(toSeedClock(ctx.now, ctx.now, exactDemoShift)),
    ]);
    return rows.map((c): ItemCard => {
      const game = gameByNo(c.game_no)?.name ?? '';
      const keys = cardKeys(c.kind, c.variant, c.card_no);
      return {
        Id: c.card_id,
        CardNo: c.card_no,
        Kind: c.kind,
        Variant: c.variant,
        Name: texts(keys.name, { game }) ?? c.name,
        GameNo: c.game_no,
        GameName: game,
        ExpiryDate: toDemoClock(c.expires_at, ctx.now, exactDemoShift),
        Info: texts(keys.info, { game }) ?? c.info,
        BetAmount: Number(c.bet_amount),
        BalanceLimit: Number(c.balance_limit),
      };
    });
  },
  async 'GET /giftcode/get/:eventId'({ db, params, query, now }): Promise<GiftCodeEvent> {
    const e = await giftEvent(db, int(params.eventId, 'eventId', { min: 1 }), now);
    const claimed = await claimCount(db, e.id);
    const locale = resolveLocale(query.get('LangId'));
    return {
      EventId: e.id,
      Name: e.names[locale] ?? e.name,
      State: stateOf(e.starts_at, e.ends_at, now),
      StartTime: iso(e.starts_at),
      EndTime: iso(e.ends_at),
      Remaining: Math.max(0, e.total - claimed),
      Total: e.total,
      DailyLimit: e.daily_limit,
      TemplateId: e.template_id,
      AwsConfigSetName: e.aws_config,
    };
  },
  async 'POST /giftcode/send-email/:eventId'({ db, params, body, player, now, clientAddress }) {
    const input = bodyObject(body);
    const email = normalizeEmail(text(input.Email, 'Email', 254));
    const eventId = int(params.eventId, 'eventId', { min: 1 });
    const template = {
      TemplateId: text(input.TemplateId, 'TemplateId'),
      AwsConfigSetName: text(input.AwsConfigSetName, 'AwsConfigSetName'),
    };
    let refusal: ApiFailure | null;
    try {
      refusal = await db.transaction((tx) =>
        sendGiftCode(tx, eventId, email, player, now, template, clientAddress ?? null),
      );
    } catch (error) {
      const code = codeForUniqueViolation(error);
      if (code === null) throw error;
      refusal = refuse(code);
    }
    if (refusal) throw refusal;
    return { Sent: true };
  },
} satisfies Partial<Handlers>;
