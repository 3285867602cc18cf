import { Backpack } from '../src/features/rewards/backpack';
import { rewardsCatalog } from '../src/features/rewards/rewards.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-backpack>` — the player's item cards (§3), grouped by kind: image by card id (§6), name
 * by the tier rule, game, bet amount, balance limit, info (§5, §9) and expiry (§4; expired cards
 * disappear). Operators without a backpack (§5: JILI Star, GLI) get a plain statement.
 */
const declaration = declareElement('ingame-backpack', {
  parts: {} as {
    /** The whole element. */
    base: true;
    /** Each item card. */
    'item-card': true;
    /** The expiry line inside each card. */
    expiry: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-rewards-background': true;
    /** "Expires in …" when a card is about to expire. */
    '--ingame-color-danger': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Backpack, { catalog: rewardsCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-backpack': ElementOf<typeof declaration>;
  }
}
