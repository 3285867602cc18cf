/**
 * Rewards: prizes (and claiming them), the backpack (§3, §4 expiry), gift codes by e-mail with the
 * §5 rules (./giftcode-rules.ts).
 *
 * Seeded rewards, item cards and gift-code events are dated from the seed's anchor. The platform
 * shows them on the demo clock (../demo-clock.ts) and applies its rules there — rewards and cards
 * to the millisecond, since they count in minutes — so a demo never ages: a card seeded to expire
 * 40 minutes after the anchor always expires 40 minutes from the request, an event seeded as
 * concluded stays concluded and refuses to send.
 */
import {
  CODES,
  type GiftCodeEvent,
  type ItemCard,
  type ItemCardKind,
  type PrizeRecord,
  type PrizeState,
} from '../../../src/api/contract/index.ts';
import { normalizeEmail } from '../../../src/core/email.ts';
import { resolveLocale, type Locale } from '../../../src/i18n/locales.ts';
import { gameByNo } from '../catalog.ts';
import { exactDemoShift, toDemoClock, toSeedClock } from '../demo-clock.ts';
import type { Db } from '../db.ts';
import { ApiFailure, requirePlayer, type Handlers } from './context.ts';
import { bodyObject, int, text } from './input.ts';
import { at, claimCount, codeForUniqueViolation, giftEvent, refuse, sendGiftCode } from './giftcode-rules.ts';
import { iso, playerGate, stateOf } from './queries.ts';

// ─── texts per language (seeded from the rewards catalogue, platform/server/seed/rewards.ts) ───

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

export {
  codeForUniqueViolation,
  GIFTCODE_CODES_PER_ADDRESS,
  GIFTCODE_MESSAGES,
  GIFTCODE_SENDS_PER_CLIENT_MINUTE,
  mailboxKey,
} from './giftcode-rules.ts';

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
