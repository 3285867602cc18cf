/** Lobby news content (§2, §7): banners, promotions (news) and their games, game entrances, transfer. */
import type { EventState } from './common';
import { list, num, obj, oneOf, str } from '../read';

/**
 * Pictures (banners, promotions, game entrances). Decision: `Image` is the picture's path or URL
 * WITHOUT its language folder; the picture for a language lives beside it in `{dir}/{lang}/{file}`
 * (image languages zh-CN, zh-TW, en-US; §2). The client tries the localized file, then en-US, then
 * a blank pixel (ui/img.tsx). A root-relative path is on the platform's host (the API base's
 * origin), so a lobby page on another origin still finds it.
 */
export type ImagePath = string;

/**
 * Decision on links (banners, transfer): a `#/…` route of this app, an http(s) URL, or a path on
 * the platform's host (resolved against the API base's origin, so it becomes an http(s) URL).
 * Anything else (javascript:, data:, mailto:) is inert in the client.
 */
export type ContentLink = string;

/** A banner: `Title` in the requested language (the platform falls back to English). */
export interface Banner {
  Id: number;
  Title: string;
  Image: ImagePath;
  Link: ContentLink;
}

export const readBanners = /*#__PURE__*/ list(obj<Banner>({ Id: num, Title: str, Image: str, Link: str }));

/** A game the operator offers as an entrance (and a promotion's games): `Url` launches it. */
export interface GameEntrance {
  GameNo: number;
  Name: string;
  Url: ContentLink;
  Image: ImagePath;
}

export const readGameEntrances = /*#__PURE__*/ list(
  obj<GameEntrance>({ GameNo: num, Name: str, Url: str, Image: str }),
);

/** §2 news tabs: Brand News are `brand` promotions, Latest Games News are `games` ones. */
export type PromotionCategory = 'brand' | 'games';

/**
 * A promotion (news item). Title, Summary and Content come in the requested language (English
 * when the platform has no translation). Decision: §7 shows no detail call, so the list carries
 * each promotion's full text (`Content`, paragraphs of plain text) and the promotion page
 * (`#/action/{id}`) reads it from the list; its games come from promote-game-list.
 * Times are ISO 8601 instants; State is the platform's, at the time of the answer.
 */
export interface Promotion {
  Id: number;
  Title: string;
  Category: PromotionCategory;
  Image: ImagePath;
  Summary: string;
  Content: string[];
  StartTime: string;
  EndTime: string;
  State: EventState;
}

export const readPromotions = /*#__PURE__*/ list(
  obj<Promotion>({
    Id: num,
    Title: str,
    Category: oneOf('brand', 'games'),
    Image: str,
    Summary: str,
    Content: list(str),
    StartTime: str,
    EndTime: str,
    State: oneOf('comingSoon', 'running', 'concluded'),
  }),
);

/** Where a promotion's game opens (§7 action/transfer): a ContentLink. */
export interface ActionTransfer {
  Url: ContentLink;
}

export const readActionTransfer = /*#__PURE__*/ obj<ActionTransfer>({ Url: str });
