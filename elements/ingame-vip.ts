import { Vip } from '../src/features/member/vip';
import { memberCatalog } from '../src/features/member/member.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-vip>` — the player's VIP page: tier and progress to the next tier, this month's
 * standing, the daily rebate, the weekly sign-in gift, the treasure chest, the holiday gift, VIP
 * missions, the tiers table and the VIP rules (§2, §6, §9). Operators without a VIP programme show
 * a plain notice (no toast); anonymous visitors a sign-in prompt.
 */
const declaration = declareElement('ingame-vip', {
  attributes: {
    /** The compact app-style variant (default: the page's `device` parameter). */
    device: { type: 'string', values: ['mobileapp', 'webapp'] },
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** The player's tier (name). */
    'vip-level': true;
    /** Each row of the tiers table. */
    'vip-tier': true;
    /** Each progress bar (a `progressbar` with `aria-valuenow`/`aria-valuemax`). */
    progress: true;
    /** The daily rebate card. */
    rebate: true;
    /** The weekly sign-in card. */
    signin: true;
    /** The treasure chest card. */
    chest: true;
    /** Each VIP mission. */
    mission: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-member-background': true;
    /** Background of the tier badge. */
    '--ingame-member-badge': true;
    /** Fill of the progress bars. */
    '--ingame-member-progress': true;
    /** Buttons, highlights and the current tier. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Vip, { catalog: memberCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-vip': ElementOf<typeof declaration>;
  }
}
