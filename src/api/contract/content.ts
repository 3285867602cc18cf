/**
 * Lobby content: marquee (§3, §4) and the content calls. Banners, promotions and game entrances
 * live in ./news (types and readers): a module of their own, so the marquee's chunk does not share
 * a module with the news elements (that split out a shared chunk and cost the lobby page 0.1 KB).
 */
import type { ApiLang, Call, None } from './common';
import type { ActionTransfer, Banner, GameEntrance, Promotion, PromotionCategory } from './news';
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
export const readMarquee = /*#__PURE__*/ list(
  obj<MarqueeItem>({
    Id: num,
    Template: obj<MarqueeItem['Template']>({ Format: str }),
    Content: list(str),
    ContentColor: list(str),
  }),
);

/** The content calls: key → params, query, body and response `Data`. */
export interface ContentCalls {
  'GET /marquee/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, MarqueeItem[]>;
  'GET /banner/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, Banner[]>;
  'GET /banner/:apiId/:langId/:position/:gameNo': Call<
    { apiId: number; position: string; gameNo: number } & ApiLang,
    None,
    None,
    Banner[]
  >;
  'GET /game-entrance/:apiId': Call<{ apiId: number }, None, None, GameEntrance[]>;
  'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?': Call<
    { apiId: number; actionId: number; gameNo?: number } & ApiLang,
    None,
    None,
    ActionTransfer
  >;
  'GET /action/promote-list/:apiId/:langId/:category?': Call<
    { apiId: number; category?: PromotionCategory } & ApiLang,
    None,
    None,
    Promotion[]
  >;
  'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?': Call<
    { apiId: number; actionId: number; gameNo?: number } & ApiLang,
    None,
    None,
    GameEntrance[]
  >;
}
