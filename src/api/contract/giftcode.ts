/**
 * Rewards: prizes, the backpack of item cards (§3), gift codes by e-mail (§5).
 *
 * Decisions where §7 shows no shapes:
 * - A prize (`GET /prize/:langId`) carries its state; a pending prize may carry a claim deadline
 *   (`ClaimBy`) after which the platform reports it expired. Claiming is `POST /prize/claim/:prizeId`
 *   (not in §7's list: §2's rewards page needs it) and answers the updated record.
 * - An item card names its kind and, for summon and drill cards, its variant; a fish card's tier
 *   and game come from its 7-digit number (§3). `Name` and `Info` are the platform's texts in the
 *   requested language: the client shows its own catalogue text for the kinds it knows and the
 *   platform's for anything else. `Id` is the card id the §6 image rule reads.
 * - Gift-code events say when they start and end, their daily sending limit and, per language,
 *   their name (`?LangId=`). A send that fails answers its Code; "too frequent" also answers
 *   `Data: { RetryAfter }` in seconds, so the page can count down to the next allowed try.
 */
import type { ApiLang, Call, EventState, None } from './common';
import { bool, count, list, nullable, num, obj, oneOf, str } from '../read';

export type PrizeState = 'pending' | 'claimed' | 'expired';

export interface PrizeRecord {
  Id: number;
  Name: string;
  /** In the currency's smallest unit (§5). */
  Amount: number;
  /** When the reward was won (ISO 8601). */
  Time: string;
  State: PrizeState;
  /** Pending rewards: the deadline to claim (ISO 8601), null when there is none. */
  ClaimBy: string | null;
  /** True when the platform accepts a claim now (pending and before the deadline). */
  Claimable: boolean;
}

export const PRIZE_STATES = ['pending', 'claimed', 'expired'] as const;

const prizeRecord = /*#__PURE__*/ obj<PrizeRecord>({
  Id: num,
  Name: str,
  Amount: num,
  Time: str,
  State: oneOf(...PRIZE_STATES),
  ClaimBy: nullable(str),
  Claimable: bool,
});

/** Reader of `GET /prize/:langId`. */
export const readPrizes = /*#__PURE__*/ list(prizeRecord);
/** Reader of `POST /prize/claim/:prizeId`. */
export const readPrize = prizeRecord;

export const ITEM_CARD_KINDS = ['fish', 'frozen', 'bonusPrize', 'summon', 'drill'] as const;
export type ItemCardKind = (typeof ITEM_CARD_KINDS)[number];

/** §3 summon cards (§9 gives their maximum multipliers). */
export const SUMMON_VARIANTS = ['yeti', 'rabbit', 'dragonBoat', 'penguin', 'xmas', 'newYear'] as const;
/** §3 drill cards. */
export const DRILL_VARIANTS = ['bronze', 'silver', 'gold'] as const;

/** §3 item card; `CardNo` is the 7-digit fish card number where the kind has one. */
export interface ItemCard {
  /** Card id: decides the card's image (§6). */
  Id: number;
  CardNo: string | null;
  Kind: ItemCardKind;
  /** Summon and drill cards: which one (`SUMMON_VARIANTS`, `DRILL_VARIANTS`); otherwise null. */
  Variant: string | null;
  Name: string;
  GameNo: number;
  GameName: string;
  ExpiryDate: string;
  Info: string;
  BetAmount: number;
  BalanceLimit: number;
}

/** Reader of `GET /backpack/:langId`. */
export const readBackpack = /*#__PURE__*/ list(
  obj<ItemCard>({
    Id: num,
    CardNo: nullable(str),
    Kind: oneOf(...ITEM_CARD_KINDS),
    Variant: nullable(str),
    Name: str,
    GameNo: num,
    GameName: str,
    ExpiryDate: str,
    Info: str,
    BetAmount: num,
    BalanceLimit: num,
  }),
);

export interface GiftCodeEvent {
  EventId: number;
  Name: string;
  State: EventState;
  StartTime: string;
  EndTime: string;
  Remaining: number;
  Total: number;
  /** §5 daily sending limit of the event. */
  DailyLimit: number;
  TemplateId: string;
  AwsConfigSetName: string;
}

/** Reader of `GET /giftcode/get/:eventId`. */
export const readGiftCodeEvent = /*#__PURE__*/ obj<GiftCodeEvent>({
  EventId: num,
  Name: str,
  State: oneOf('comingSoon', 'running', 'concluded'),
  StartTime: str,
  EndTime: str,
  Remaining: count,
  Total: count,
  DailyLimit: count,
  TemplateId: str,
  AwsConfigSetName: str,
});

export interface GiftCodeEmailRequest {
  Email: string;
  TemplateId: string;
  AwsConfigSetName: string;
}

export interface GiftCodeSent {
  Sent: boolean;
}

/** Reader of `POST /giftcode/send-email/:eventId`. */
export const readGiftCodeSent = /*#__PURE__*/ obj<GiftCodeSent>({ Sent: bool });

/** `Data` of a "too frequent" answer (Code 3004): seconds until a resend is allowed. */
export interface GiftCodeRetry {
  RetryAfter: number;
}

/**
 * The platform's rate limit on gift-code sends (§8 "too frequent"): one try per e-mail address
 * and one per player, per event, in this many seconds.
 */
export const GIFTCODE_RESEND_SECONDS = 30;

/** The giftcode calls: key → params, query, body and response `Data`. */
export interface GiftcodeCalls {
  'GET /prize/:langId': Call<ApiLang, None, None, PrizeRecord[]>;
  'POST /prize/claim/:prizeId': Call<{ prizeId: number }, { LangId: string }, None, PrizeRecord>;
  'GET /backpack/:langId': Call<ApiLang, None, None, ItemCard[]>;
  'GET /giftcode/get/:eventId': Call<{ eventId: number }, { LangId?: string }, None, GiftCodeEvent>;
  'POST /giftcode/send-email/:eventId': Call<{ eventId: number }, None, GiftCodeEmailRequest, GiftCodeSent>;
}
