import { History, historyTexts } from '../src/features/history/history';
import { prefetchHistory } from '../src/features/history/history.api';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-history>` — the player's game history: one game's rounds, newest first, with a date
 * filter and a game picker, and each round's detail for every game family (§2, §3, §7).
 */
const declaration = declareElement('ingame-history', {
  attributes: {
    /** Game number (all digits) or game id to show; the player can pick another. */
    game: { type: 'string' },
    /** A round index of that game to open at once. */
    round: { type: 'string' },
  },
  events: {} as {
    /** The player opened a round; `detail` is `{ game, round }`. */
    'ingame-round-open': { game: number; round: string };
    /** The list or a round could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** The list page (filters and rows). */
    list: true;
    /** The game picker, date filter and account. */
    filters: true;
    /** The scrolling list of rounds. */
    scroller: true;
    /** A round's detail page. */
    detail: true;
  },
  cssProperties: {} as {
    /** Height of the scrolling list (default min(60vh, 640px)). */
    '--ingame-history-height': true;
    /** Panel background (list and detail). */
    '--ingame-history-background': true;
    /** Wins, selection and buttons. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, History, {
  catalog: historyTexts,
  prefetch: prefetchHistory,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-history': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
