/**
 * Gift codes by e-mail: the §5 send rules (event window, address and mailbox limits, one claim per
 * player and per mailbox, the daily limit, resend intervals) and the events' reads. The handlers
 * that answer with them are in ./giftcode.ts.
 */
import { CODES, GIFTCODE_RESEND_SECONDS } from '../../../src/api/contract/index.ts';
import { isEmail, normalizeEmail } from '../../../src/core/email.ts';
import { windowOnDemoClock } from '../demo-clock.ts';
import type { Db, Tx } from '../db.ts';
import { ApiFailure, type Player } from './context.ts';
import { stateOf } from './queries.ts';

export interface EventRow {
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

export async function giftEvent(db: Db | Tx, id: number, now: number, lock = false): Promise<EventRow> {
  const rows = await db.query<EventRow>(`SELECT * FROM giftcode_events WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such gift-code event');
  // On the demo clock: the window the player sees is the one the send rules enforce.
  return windowOnDemoClock(rows[0], now);
}

export async function claimCount(db: Db | Tx, eventId: number): Promise<number> {
  return (
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [eventId]))[0]
      ?.n ?? 0
  );
}

/** An instant as ISO text, for the database. */
export const at = (ms: number) => new Date(ms).toISOString();

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
export const refuse = (code: GiftCode, data: unknown = null) => new ApiFailure(code, GIFTCODE_MESSAGES[code], data);

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
export async function sendGiftCode(
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
