/** Rewards: prizes, the backpack (§3, §4 expiry), gift codes by e-mail with the §5 rules. */
import { CODES, type ItemCardKind } from '../../../src/api/contract/index.ts';
import { gameByNo, SEED_ANCHOR } from '../catalog.ts';
import type { Db } from '../db.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { bodyObject, int, text } from './input.ts';
import { iso, playerGate, stateOf } from './queries.ts';

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$/;

async function giftEvent(db: Db, id: number) {
  const rows = await db.query<{ id: number; name: string; starts_at: string; ends_at: string; total: number; daily_limit: number; template_id: string; aws_config: string }>(
    'SELECT * FROM giftcode_events WHERE id = $1', [id]);
  if (!rows[0]) throw new ApiFailure(CODES.NOT_FOUND, 'No such gift-code event');
  return rows[0];
}

async function claimCount(db: Db, eventId: number): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1', [eventId]))[0]?.n ?? 0;
}

export const giftcodeHandlers = {
  async 'GET /prize/:langId'(ctx) {
    const p = requirePlayer(ctx);
    const rows = await ctx.db.query<{ id: number; name: string; amount: string; won_at: string; state: 'pending' }>('SELECT * FROM prizes WHERE player_id = $1 ORDER BY won_at DESC', [p.id]);
    return rows.map((r) => ({ Id: r.id, Name: r.name, Amount: Number(r.amount), Time: iso(r.won_at), State: r.state }));
  },
  async 'GET /backpack/:langId'(ctx) {
    const p = requirePlayer(ctx);
    if (!playerGate(p, 'playerItemData')) throw new ApiFailure(CODES.FEATURE_DISABLED, 'The backpack is not available here.');
    // Expired cards disappear (§4).
    const rows = await ctx.db.query<{ id: number; card_id: number; card_no: string | null; kind: ItemCardKind; name: string; game_no: number; expires_at: string; info: string; bet_amount: string; balance_limit: string }>(
      'SELECT * FROM item_cards WHERE player_id = $1 AND expires_at > to_timestamp($2::double precision / 1000) ORDER BY expires_at, id', [p.id, Math.min(ctx.now, SEED_ANCHOR)]);
    return rows.map((c) => ({
      Id: c.card_id, CardNo: c.card_no, Kind: c.kind, Name: c.name, GameNo: c.game_no, GameName: gameByNo(c.game_no)?.name ?? '',
      ExpiryDate: iso(c.expires_at), Info: c.info, BetAmount: Number(c.bet_amount), BalanceLimit: Number(c.balance_limit),
    }));
  },
  async 'GET /giftcode/get/:eventId'({ db, params, now }) {
    const e = await giftEvent(db, int(params.eventId, 'eventId', { min: 1 }));
    const claimed = await claimCount(db, e.id);
    return { EventId: e.id, Name: e.name, State: stateOf(e.starts_at, e.ends_at, now), Remaining: Math.max(0, e.total - claimed), Total: e.total, TemplateId: e.template_id, AwsConfigSetName: e.aws_config };
  },
  async 'POST /giftcode/send-email/:eventId'({ db, params, body, player, now }) {
    const input = bodyObject(body);
    const email = text(input.Email, 'Email', 254).trim().toLowerCase();
    const e = await giftEvent(db, int(params.eventId, 'eventId', { min: 1 }));
    if (text(input.TemplateId, 'TemplateId') !== e.template_id || text(input.AwsConfigSetName, 'AwsConfigSetName') !== e.aws_config) {
      throw new ApiFailure(CODES.BAD_REQUEST, 'Unknown gift-code template.');
    }
    if (stateOf(e.starts_at, e.ends_at, now) !== 'running') throw new ApiFailure(CODES.GIFTCODE_EVENT_CONCLUDED, 'The event has already concluded.');
    if (!EMAIL.test(email)) throw new ApiFailure(CODES.GIFTCODE_EMAIL_INVALID, 'The format is incorrect, please re-enter.');
    const recent = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND (email = $2 OR player_id = $3) AND sent_at > to_timestamp($4::double precision / 1000) - interval '30 seconds'`,
      [e.id, email, player?.id ?? -1, now]);
    if ((recent[0]?.n ?? 0) > 0) throw new ApiFailure(CODES.GIFTCODE_TOO_FREQUENT, 'The operation is too frequent, please try again later');
    if ((await claimCount(db, e.id)) >= e.total) {
      throw new ApiFailure(CODES.GIFTCODE_FULLY_CLAIMED, 'We apologize, but all available Gift codes for this event have already been fully claimed.');
    }
    const sameEmail = await db.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND email = $2', [e.id, email]);
    if (sameEmail.length) throw new ApiFailure(CODES.GIFTCODE_EMAIL_CLAIMED, 'This e-mail has already claimed a gift code for this event.');
    if (player) {
      const samePlayer = await db.query('SELECT 1 FROM giftcode_claims WHERE event_id = $1 AND player_id = $2', [e.id, player.id]);
      if (samePlayer.length) throw new ApiFailure(CODES.GIFTCODE_PLAYER_CLAIMED, 'You have already received a gift code for this event.');
    }
    const today = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM giftcode_claims WHERE event_id = $1 AND sent_at >= date_trunc('day', to_timestamp($2::double precision / 1000))`, [e.id, now]);
    if ((today[0]?.n ?? 0) >= e.daily_limit) throw new ApiFailure(CODES.GIFTCODE_DAILY_LIMIT, 'Today\'s gift codes have all been sent, please try again tomorrow.');
    await db.query('INSERT INTO giftcode_claims (event_id, email, player_id, sent_at) VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000))', [e.id, email, player?.id ?? null, now]);
    return { Sent: true };
  },
} satisfies Partial<Handlers>;
