import { Level } from '../src/features/member/level';
import { memberCatalog } from '../src/features/member/member.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-level>` — the player's LV: level and EXP with progress, the LV rules and the operator's
 * LV reset rule, and the LV ranking with the player's own place (§3, §9). Anonymous visitors see a
 * sign-in prompt.
 */
const declaration = declareElement('ingame-level', {
  attributes: {
    /** The compact app-style variant (default: the page's `device` parameter). */
    device: { type: 'string', values: ['mobileapp', 'webapp'] },
  },
  parts: {} as {
    /** The whole element. */
    base: true;
    /** The player's LV. */
    'lv-level': true;
    /** The LV EXP bar (a `progressbar` with `aria-valuenow`/`aria-valuemax`). */
    progress: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-member-background': true;
    /** Background of the LV badge. */
    '--ingame-member-lv-badge': true;
    /** Fill of the progress bar. */
    '--ingame-member-progress': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Level, { catalog: memberCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-level': ElementOf<typeof declaration>;
  }
}
