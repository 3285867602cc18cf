/**
 * `<ingame-vip>` — the player's VIP page: tier and progress to the next tier, this month's
 * standing, the daily rebate, the weekly sign-in gift, the treasure chest, the holiday gift, VIP
 * missions, the tiers table and the VIP rules (§2, §6, §9). Operators without a VIP programme show
 * a plain notice (no toast); anonymous visitors a sign-in prompt.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr {'mobileapp' | 'webapp'} device - `mobileapp` or `webapp`: the compact app-style variant (default: the page's `device` parameter).
 * @cssproperty --ingame-member-background - Panel background.
 * @cssproperty --ingame-member-badge - Background of the tier badge.
 * @cssproperty --ingame-member-progress - Fill of the progress bars.
 * @cssproperty --ingame-color-accent - Buttons, highlights and the current tier.
 * @csspart base - The whole element.
 * @csspart vip-level - The player's tier (name).
 * @csspart vip-tier - Each row of the tiers table.
 * @csspart progress - Each progress bar (a `progressbar` with `aria-valuenow`/`aria-valuemax`).
 * @csspart rebate - The daily rebate card.
 * @csspart signin - The weekly sign-in card.
 * @csspart chest - The treasure chest card.
 * @csspart mission - Each VIP mission.
 */
import { Vip, type VipProps } from '../src/features/member/vip';
import { memberCatalog } from '../src/features/member/member.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<VipProps>('ingame-vip', Vip, { catalog: memberCatalog, props: { device: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-vip': IngameElement & { device?: string };
  }
}
