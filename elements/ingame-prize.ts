/**
 * `<ingame-prize>` — the player's rewards, newest first: amount, time and state (pending, claimed,
 * expired), with a claim button where the platform allows it (§2 prize page, §3, §4). Opening it
 * records the "last check prize time" cookie.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @event ingame-prize-claim - A reward was claimed; `detail` is `{ id, amount }`.
 * @event ingame-prize-seen - The list was shown and the "last check prize time" recorded; `detail` is `{ at }` (ms).
 * @cssproperty --ingame-rewards-background - Panel background.
 * @cssproperty --ingame-color-accent - Pending state and buttons.
 * @csspart base - The whole element.
 * @csspart reward - Each reward row.
 */
import { Prize } from '../src/features/rewards/prize';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement('ingame-prize', Prize, { catalog: rewardsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-prize': IngameElement;
  }
  interface GlobalEventHandlersEventMap {
    'ingame-prize-claim': CustomEvent<{ id: number; amount: number }>;
    'ingame-prize-seen': CustomEvent<{ at: number }>;
  }
}
