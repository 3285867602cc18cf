/** Lobby content: marquee (§3, §4), banners, promotions and news, game entrances (§2, §7). */
import type { ApiLang, Call, EventState, None } from './common';
import { list, num, obj, str } from '../read';

/** §3 marquee item: `Format` has numbered placeholders {0}, {1}… filled from Content. */
export interface MarqueeItem {
  Id: number;
  Template: { Format: string };
  Content: string[];
  /** Hex colours, one per Content entry; anything else is ignored by the client. */
  ContentColor: string[];
}

/** Reader of `GET /marquee/:apiId/:langId` (every call's reader sits beside its types, see api/read.ts). */
export const readMarquee = /*#__PURE__*/ list(obj<MarqueeItem>({ Id: num, Template: obj<MarqueeItem['Template']>({ Format: str }), Content: list(str), ContentColor: list(str) }));

export interface Banner {
  Id: number;
  Title: string;
  Image: string;
  Link: string;
}

export interface GameEntrance {
  GameNo: number;
  Name: string;
  Url: string;
  Image: string;
}

export type PromotionCategory = 'brand' | 'games';

export interface Promotion {
  Id: number;
  Title: string;
  Category: PromotionCategory;
  Image: string;
  Summary: string;
  StartTime: string;
  EndTime: string;
  State: EventState;
}

export interface ActionTransfer {
  Url: string;
}

/** The content calls: key → params, query, body and response `Data`. */
export interface ContentCalls {
  'GET /marquee/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, MarqueeItem[]>;
  'GET /banner/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, Banner[]>;
  'GET /banner/:apiId/:langId/:position/:gameNo': Call<{ apiId: number; position: string; gameNo: number } & ApiLang, None, None, Banner[]>;
  'GET /game-entrance/:apiId': Call<{ apiId: number }, None, None, GameEntrance[]>;
  'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?': Call<{ apiId: number; actionId: number; gameNo?: number } & ApiLang, None, None, ActionTransfer>;
  'GET /action/promote-list/:apiId/:langId/:category?': Call<{ apiId: number; category?: PromotionCategory } & ApiLang, None, None, Promotion[]>;
  'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?': Call<{ apiId: number; actionId: number; gameNo?: number } & ApiLang, None, None, GameEntrance[]>;
}
