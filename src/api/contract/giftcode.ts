/** Rewards: prizes, the backpack of item cards (§3), gift codes by e-mail (§5). */
import type { ApiLang, Call, EventState, None } from './common';

export interface PrizeRecord {
  Id: number;
  Name: string;
  Amount: number;
  Time: string;
  State: 'pending' | 'claimed' | 'expired';
}

export type ItemCardKind =
  | 'fish' | 'frozen' | 'bonusPrize' | 'summon' | 'drill';

/** §3 item card; `CardNo` is the 7-digit fish card number where the kind has one. */
export interface ItemCard {
  Id: number;
  CardNo: string | null;
  Kind: ItemCardKind;
  Name: string;
  GameNo: number;
  GameName: string;
  ExpiryDate: string;
  Info: string;
  BetAmount: number;
  BalanceLimit: number;
}

export interface GiftCodeEvent {
  EventId: number;
  Name: string;
  State: EventState;
  Remaining: number;
  Total: number;
  TemplateId: string;
  AwsConfigSetName: string;
}

export interface GiftCodeEmailRequest {
  Email: string;
  TemplateId: string;
  AwsConfigSetName: string;
}

/** The giftcode calls: key → params, query, body and response `Data`. */
export interface GiftcodeCalls {
  'GET /prize/:langId': Call<ApiLang, None, None, PrizeRecord[]>;
  'GET /backpack/:langId': Call<ApiLang, None, None, ItemCard[]>;
  'GET /giftcode/get/:eventId': Call<{ eventId: number }, None, None, GiftCodeEvent>;
  'POST /giftcode/send-email/:eventId': Call<{ eventId: number }, None, GiftCodeEmailRequest, { Sent: boolean }>;
}
