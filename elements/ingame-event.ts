import { EventPage } from '../src/features/rankings/event-page';
import { rankingsCatalog } from '../src/features/rankings/rankings.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-event>` — one event's page (§2, §3 event, §4 states): its name, start time, final update
 * date, state ("The event has already concluded." once over), prize content, ranking (top 100) and
 * the signed-in player's own ranking. The app shows it at `#/event/{id}` (bare) and
 * `#/ingame/event/{id}` (inside the shell); `<ingame-rankings view="hub">` shows it in place when
 * the host page does not handle its `ingame-navigate` event.
 */
const declaration = declareElement('ingame-event', {
  attributes: {
    /** The event's id. */
    eventId: { type: 'string' },
    /** A `#/…` route for a "Back to events" link (none: no link). */
    backHref: { type: 'string' },
  },
  events: {} as {
    /** The event could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** The event's name. */
    'event-name': true;
    /** The prize content. */
    prize: true;
    /** The countdown to the event's end or start. */
    countdown: true;
    /** The ranking (its list of rows). */
    ranking: true;
    /** Each row of the ranking. */
    'ranking-entry': true;
    /** The player's own row. */
    'ranking-mine': true;
  },
  cssProperties: {} as {
    /** Background of the element. */
    '--ingame-rankings-background': true;
    /** Running state, links and the player's own row. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, EventPage, {
  catalog: rankingsCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-event': ElementOf<typeof declaration>;
  }
}
