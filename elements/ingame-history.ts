/**
 * `<ingame-history>` — the player's game history: one game's rounds, newest first, with a date
 * filter and a game picker, and each round's detail for every game family (§2, §3, §7).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr game - Game number (all digits) or game id to show; the player can pick another.
 * @attr round - A round index of that game to open at once.
 * @event ingame-round-open - The player opened a round; `detail` is `{ game, round }`.
 * @event ingame-error - The list or a round could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-history-height - Height of the scrolling list (default min(60vh, 640px)).
 * @cssproperty --ingame-history-background - Panel background (list and detail).
 * @cssproperty --ingame-color-accent - Wins, selection and buttons.
 * @csspart base - The whole element.
 * @csspart list - The list page (filters and rows).
 * @csspart filters - The game picker, date filter and account.
 * @csspart scroller - The scrolling list of rounds.
 * @csspart detail - A round's detail page.
 */
import { History, historyTexts, type HistoryProps } from '../src/features/history/history';
import { prefetchHistory } from '../src/features/history/history.api';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<HistoryProps>('ingame-history', History, {
  catalog: historyTexts,
  prefetch: prefetchHistory,
  props: { game: 'string', round: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-history': IngameElement & { game?: string; round?: string };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-round-open': CustomEvent<{ game: number; round: string }>;
  }
}
