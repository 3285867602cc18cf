import { Prize } from '../src/features/rewards/prize';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-prize>` — the player's rewards, newest first: amount, time and state (pending, claimed,
 * expired), with a claim button where the platform allows it (§2 prize page, §3, §4). Opening it
 * records the "last check prize time" cookie.
 */
const declaration = declareElement('ingame-prize', {
  events: {} as {
    /** A reward was claimed; `detail` is `{ id, amount }`. */
    'ingame-prize-claim': { id: number; amount: number };
    /** The list was shown and the "last check prize time" recorded; `detail` is `{ at }` (ms). */
    'ingame-prize-seen': { at: number };
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** Each reward row. */
    reward: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-rewards-background': true;
    /** Pending state and buttons. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Prize, { catalog: rewardsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-prize': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
