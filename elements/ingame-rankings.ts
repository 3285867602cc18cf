import { Rankings } from '../src/features/rankings/rankings';
import { rankingsCatalog } from '../src/features/rankings/rankings.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-rankings>` — the operator's tournaments (§1, §2 tournament windows, §9): grouped by
 * window (casino, crash) and type (total win, total bet, highest multiplier), each with its name,
 * period, state, countdown, prize content, update note and its top 100 board, with the signed-in
 * player's own row pinned (anonymous visitors see the board without it). Past periods through a
 * period picker; a running board refreshes itself at its next update time.
 */
const declaration = declareElement('ingame-rankings', {
  attributes: {
    /** Only tournaments of that type. */
    type: { type: 'string', values: ['totalWin', 'totalBet', 'highestMultiplier'] },
    /** Only that tournament window. */
    window: { type: 'string', values: ['casino', 'crash'] },
    /** One board: that ranking (and the other periods of its series). */
    rankingId: { type: 'string' },
    /**
     * `hub`: the events hub's section (the first running board open, then links to the other tournaments and to the
     * events).
     */
    view: { type: 'string', values: ['list', 'hub'], default: 'list' },
  },
  events: {} as {
    /** Tournaments or a board could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
    /**
     * The player followed an event link of the hub (`view="hub"`). Bubbling, composed and cancelable; `detail` is `{
     * route: '/event/12', href: '#/event/12', what: 'event', id: 12 }`. Call `preventDefault()` to open it your own
     * way (the `<ingame-app>` shell does: it opens the event inside the shell); otherwise the element shows the event
     * (`<ingame-event>`) in its place, with a "Back to events" button, and the page's URL is left alone.
     */
    'ingame-navigate': { route: string; href: string; what: 'event'; id: number };
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** One board (its list of rows). */
    ranking: true;
    /** Each row of a board. */
    'ranking-entry': true;
    /** The player's own row (highlighted in the board, and pinned under it). */
    'ranking-mine': true;
    /** A tournament's prize content. */
    prize: true;
    /** The countdown to a tournament's end or start. */
    countdown: true;
    /** A tournament's or an event's name. */
    'event-name': true;
  },
  cssProperties: {} as {
    /** Background of the element. */
    '--ingame-rankings-background': true;
    /** Height of a board's scrolling rows (default min(60vh, 520px)). */
    '--ingame-rankings-height': true;
    /** Running state, links and the player's own row. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Rankings, {
  catalog: rankingsCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-rankings': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
