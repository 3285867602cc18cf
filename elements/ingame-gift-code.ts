import { GiftCode } from '../src/features/rewards/gift-code';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-gift-code>` — a gift-code event (§5): its name, state, codes left and rules, and the
 * form that sends a code to the player's e-mail, with every outcome of §8 in the player's language
 * (sent, e-mail or player already claimed, daily limit, fully claimed, concluded, coming soon, too
 * frequent with a countdown, bad e-mail, network, timeout).
 */
const declaration = declareElement('ingame-gift-code', {
  attributes: {
    /** The gift-code event's id. */
    eventId: { type: 'string' },
  },
  events: {} as {
    /** A send was answered; `detail` is `{ eventId, outcome, code }`. */
    'ingame-gift-code': { eventId: number; outcome: string; code: number };
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** The e-mail form. */
    'giftcode-form': true;
    /** The answer to a send (or the event's state when it cannot be claimed). */
    outcome: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-rewards-background': true;
    /** Refusals and the invalid e-mail. */
    '--ingame-color-danger': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, GiftCode, { catalog: rewardsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-gift-code': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
