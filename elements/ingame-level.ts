/**
 * `<ingame-level>` — the player's LV: level and EXP with progress, the LV rules and the operator's
 * LV reset rule, and the LV ranking with the player's own place (§3, §9). Anonymous visitors see a
 * sign-in prompt.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr {'mobileapp' | 'webapp'} device - `mobileapp` or `webapp`: the compact app-style variant (default: the page's `device` parameter).
 * @cssproperty --ingame-member-background - Panel background.
 * @cssproperty --ingame-member-lv-badge - Background of the LV badge.
 * @cssproperty --ingame-member-progress - Fill of the progress bar.
 * @csspart base - The whole element.
 * @csspart lv-level - The player's LV.
 * @csspart progress - The LV EXP bar (a `progressbar` with `aria-valuenow`/`aria-valuemax`).
 */
import { Level, type LevelProps } from '../src/features/member/level';
import { memberCatalog } from '../src/features/member/member.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<LevelProps>('ingame-level', Level, { catalog: memberCatalog, props: { device: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-level': IngameElement & { device?: string };
  }
}
