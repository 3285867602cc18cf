/**
 * `<ingame-event>` — one event's page (§2, §3 event, §4 states): its name, start time, final update
 * date, state ("The event has already concluded." once over), prize content, ranking (top 100) and
 * the signed-in player's own ranking. The app shows it at `#/event/{id}` (bare) and
 * `#/ingame/event/{id}` (inside the shell); `<ingame-rankings view="hub">` shows it in place when
 * the host page does not handle its `ingame-navigate` event.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr event-id - The event's id.
 * @attr back-href - A `#/…` route for a "Back to events" link (none: no link).
 * @event ingame-error - The event could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-rankings-background - Background of the element.
 * @cssproperty --ingame-color-accent - Running state, links and the player's own row.
 * @csspart base - The whole element.
 * @csspart event-name - The event's name.
 * @csspart prize - The prize content.
 * @csspart countdown - The countdown to the event's end or start.
 * @csspart ranking - The ranking (its list of rows).
 * @csspart ranking-entry - Each row of the ranking.
 * @csspart ranking-mine - The player's own row.
 */
import { EventPage, type EventPageProps } from '../src/features/rankings/event-page';
import { rankingsCatalog } from '../src/features/rankings/rankings.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<EventPageProps>('ingame-event', EventPage, {
  catalog: rankingsCatalog,
  props: { eventId: 'string', backHref: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-event': IngameElement & { eventId?: string; backHref?: string };
  }
}
