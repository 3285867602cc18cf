/**
 * `<ingame-backpack>` — the player's item cards (§3), grouped by kind: image by card id (§6), name
 * by the tier rule, game, bet amount, balance limit, info (§5, §9) and expiry (§4; expired cards
 * disappear). Operators without a backpack (§5: JILI Star, GLI) get a plain statement.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @cssproperty --ingame-rewards-background - Panel background.
 * @cssproperty --ingame-color-danger - "Expires in …" when a card is about to expire.
 * @csspart base - The whole element.
 * @csspart item-card - Each item card.
 * @csspart expiry - The expiry line inside each card.
 */
import { Backpack } from '../src/features/rewards/backpack';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement('ingame-backpack', Backpack, { catalog: rewardsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-backpack': IngameElement;
  }
}
