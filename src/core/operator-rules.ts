/**
 * §6 operator id lists, environment labels and item-card art: rules only some screens use, kept
 * apart from brands.ts (which every page needs for the brand table and the feature gates).
 */
import type { Environment } from './brands';

const inRange = (id: number, lo: number, hi: number) => id >= lo && id <= hi;

/** §6: operators whose players land directly in game history. */
export function goesDirectlyToHistory(apiId: number): boolean {
  return apiId === 8 || apiId === 100 || inRange(apiId, 995, 998) || inRange(apiId, 105, 301);
}

/** §6: the license-control list. */
export function isLicenseControlled(apiId: number): boolean {
  return (inRange(apiId, 105, 117) && apiId !== 116) || apiId === 201 || apiId === 202;
}

/** §6 environment label put before the page title. */
export function environmentPrefix(env: Environment): string {
  if (env === 'dev' || env === 'staging') return '[TEST] ';
  if (env === 'uat') return '[UAT] ';
  return '';
}

/** §6 item card art by card id. */
export function itemCardImage(cardId: number): 'rich' | 'tada' | 'jili' {
  if (cardId === 691) return 'rich';
  if (cardId >= 10000 || cardId === 1002) return 'tada';
  return 'jili';
}
