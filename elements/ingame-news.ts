import { News } from '../src/features/news/news';
import { newsCatalog } from '../src/features/news/news.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-news>` — the operator's news: All News, Brand News and Latest Games News, each promotion with its page, and the games of running game promotions (§2).
 */
const declaration = declareElement('ingame-news', {
  attributes: {
    /** The tab to show. */
    tab: { type: 'string', values: ['all', 'brand', 'games'], default: 'all' },
    /** A promotion id to open at once. */
    promotion: { type: 'string' },
  },
  events: {} as {
    /** The player opened a promotion; `detail` is `{ id }`. */
    'ingame-promotion-open': { id: number };
    /** A game is opening; `detail` is `{ game, promotion, url, via }` (`via` is `transfer` or `fallback`). */
    'ingame-game-open': { game: number; promotion: number; url: string; via: 'transfer' | 'fallback' };
    /** The news could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** One of the three tabs. */
    'news-tab': true;
    /** One promotion in the list. */
    'news-item': true;
    /** An open promotion (its page). */
    promotion: true;
  },
  cssProperties: {} as {
    /** Background of the element (default: the surface colour). */
    '--ingame-news-background': true;
    /** Background of a promotion card. */
    '--ingame-news-item-background': true;
    /** Selected tab, game buttons and links. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, News, { catalog: newsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-news': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
