/**
 * `<ingame-rankings>` — the operator's tournaments (§1, §2 tournament windows, §9): grouped by
 * window (casino, crash) and type (total win, total bet, highest multiplier), each with its name,
 * period, state, countdown, prize content, update note and its top 100 board, with the signed-in
 * player's own row pinned (anonymous visitors see the board without it). Past periods through a
 * period picker; a running board refreshes itself at its next update time.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr {'totalWin' | 'totalBet' | 'highestMultiplier'} type - `totalWin`, `totalBet` or `highestMultiplier`: only tournaments of that type.
 * @attr {'casino' | 'crash'} window - `casino` or `crash`: only that tournament window.
 * @attr ranking-id - One board: that ranking (and the other periods of its series).
 * @attr {'list' | 'hub'} [view='list'] - `list` or `hub`: the events hub's section (the first running board open, then links to the other tournaments and to the events).
 * @event ingame-error - Tournaments or a board could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @event ingame-navigate - The player followed an event link of the hub (`view="hub"`). Bubbling,
 *   composed and cancelable; `detail` is `{ route: '/event/12', href: '#/event/12', what: 'event', id: 12 }`.
 *   Call `preventDefault()` to open it your own way (the `<ingame-app>` shell does: it opens the
 *   event inside the shell); otherwise the element shows the event (`<ingame-event>`) in its place,
 *   with a "Back to events" button, and the page's URL is left alone.
 * @cssproperty --ingame-rankings-background - Background of the element.
 * @cssproperty --ingame-rankings-height - Height of a board's scrolling rows (default min(60vh, 520px)).
 * @cssproperty --ingame-color-accent - Running state, links and the player's own row.
 * @csspart base - The whole element.
 * @csspart ranking - One board (its list of rows).
 * @csspart ranking-entry - Each row of a board.
 * @csspart ranking-mine - The player's own row (highlighted in the board, and pinned under it).
 * @csspart prize - A tournament's prize content.
 * @csspart countdown - The countdown to a tournament's end or start.
 * @csspart event-name - A tournament's or an event's name.
 */
import { Rankings, type RankingsProps } from '../src/features/rankings/rankings';
import { rankingsCatalog } from '../src/features/rankings/rankings.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<RankingsProps>('ingame-rankings', Rankings, {
  catalog: rankingsCatalog,
  props: { type: 'string', window: 'string', rankingId: 'string', view: 'string' },
});

declare global {
  interface GlobalEventHandlersEventMap {
    'ingame-navigate': CustomEvent<{ route: string; href: string; what: 'event'; id: number }>;
  }
  interface HTMLElementTagNameMap {
    'ingame-rankings': IngameElement & {
      type?: string;
      window?: string;
      rankingId?: string;
      view?: string;
    };
  }
}
