/**
 * `<ingame-news>` — the operator's news: All News, Brand News and Latest Games News, each promotion with its page, and the games of running game promotions (§2).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr {'all' | 'brand' | 'games'} [tab='all'] - The tab to show: `all`, `brand` or `games`.
 * @attr promotion - A promotion id to open at once.
 * @event ingame-promotion-open - The player opened a promotion; `detail` is `{ id }`.
 * @event ingame-game-open - A game is opening; `detail` is `{ game, promotion, url, via }` (`via` is `transfer` or `fallback`).
 * @event ingame-error - The news could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-news-background - Background of the element (default: the surface colour).
 * @cssproperty --ingame-news-item-background - Background of a promotion card.
 * @cssproperty --ingame-color-accent - Selected tab, game buttons and links.
 * @csspart base - The whole element.
 * @csspart news-tab - One of the three tabs.
 * @csspart news-item - One promotion in the list.
 * @csspart promotion - An open promotion (its page).
 */
import { News, type NewsProps } from '../src/features/news/news';
import { newsCatalog } from '../src/features/news/news.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<NewsProps>('ingame-news', News, { catalog: newsCatalog, props: { tab: 'string', promotion: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-news': IngameElement & { tab?: string; promotion?: string };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-promotion-open': CustomEvent<{ id: number }>;
    'ingame-game-open': CustomEvent<{ game: number; promotion: number; url: string; via: 'transfer' | 'fallback' }>;
  }
}
