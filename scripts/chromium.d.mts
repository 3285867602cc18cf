/** Types for scripts/chromium.mjs (plain JS so Node scripts can use it without a loader). */
export const CHROMIUM_ARGS: string[];
export const INSTALL_LINE: string;
export function withFeatureLists(flags: string[]): string[];
export function findChromium(options?: { install?: boolean; shell?: boolean }): string;
