/**
 * `<ingame-gift-code>` — a gift-code event (§5): its name, state, codes left and rules, and the
 * form that sends a code to the player's e-mail, with every outcome of §8 in the player's language
 * (sent, e-mail or player already claimed, daily limit, fully claimed, concluded, coming soon, too
 * frequent with a countdown, bad e-mail, network, timeout).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr event-id - The gift-code event's id.
 * @event ingame-gift-code - A send was answered; `detail` is `{ eventId, outcome, code }`.
 * @cssproperty --ingame-rewards-background - Panel background.
 * @cssproperty --ingame-color-danger - Refusals and the invalid e-mail.
 * @csspart base - The whole element.
 * @csspart giftcode-form - The e-mail form.
 * @csspart outcome - The answer to a send (or the event's state when it cannot be claimed).
 */
import { GiftCode, type GiftCodeProps } from '../src/features/rewards/gift-code';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<GiftCodeProps>('ingame-gift-code', GiftCode, { catalog: rewardsCatalog, props: { eventId: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-gift-code': IngameElement & { eventId?: string };
  }
  interface GlobalEventHandlersEventMap {
    'ingame-gift-code': CustomEvent<{ eventId: number; outcome: string; code: number }>;
  }
}
