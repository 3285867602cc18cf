/**
 * The download layouts' rules (§2), pure: which layout a route names, which operator's app entry
 * the `app` query parameter picks, the background, and the site variant.
 *
 * Decisions where §2 is silent, written once here:
 * - Download layouts are routes: /download (plain), /download/teach, /download/pure and
 *   /download/background. The app entry is named by the `app` query parameter (a key number, or
 *   `myr10` meaning 10), looked up in the IN list when the site variant is IN, else the other list.
 * - The site variant is the `site` query parameter when the link carries one (`&site=IN`), else it
 *   follows the player's country-region (ingame-region): India → IN. That is the only thing a region
 *   decides today: the language stays the player's choice, amounts stay in the account's currency.
 */
export const DOWNLOAD_LAYOUTS = ['plain', 'teach', 'pure', 'background'] as const;
export type DownloadLayout = (typeof DOWNLOAD_LAYOUTS)[number];

export function downloadLayout(segment: string | undefined): DownloadLayout | null {
  if (!segment) return 'plain';
  return (DOWNLOAD_LAYOUTS as readonly string[]).includes(segment) ? (segment as DownloadLayout) : null;
}

/** §3 app key entry: which operator's app a download link is for. */
export interface AppKeyEntry {
  key: number;
  apiId: number;
}

/** The two §2 lists: one for the IN site variant, one for every other. */
export const APP_KEYS: { IN: readonly AppKeyEntry[]; other: readonly AppKeyEntry[] } = {
  IN: [
    { key: 10, apiId: 110 },
    { key: 11, apiId: 202 },
  ],
  other: [
    { key: 1, apiId: 3 },
    { key: 2, apiId: 110 },
    { key: 3, apiId: 202 },
    { key: 10, apiId: 20000 },
  ],
};

/** `10` → 10, `myr10` → 10 (§2), anything else → null. */
export function appKey(raw: string | null): number | null {
  const match = /^(?:myr)?(\d{1,6})$/i.exec(raw?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

export function appEntry(raw: string | null, siteVariant: string | null): AppKeyEntry | null {
  const key = appKey(raw);
  if (key === null) return null;
  return (siteVariant === 'IN' ? APP_KEYS.IN : APP_KEYS.other).find((e) => e.key === key) ?? null;
}

/**
 * The download page's query: the page's own (`app.html?app=10`) and the one inside the hash
 * (`#/download?app=myr10`, the form links and the README use); the hash's wins for a name in both.
 */
export function downloadQuery(search: string, hash: string): URLSearchParams {
  const query = new URLSearchParams(search);
  const inHash = hash.indexOf('?');
  if (inHash >= 0) for (const [name, value] of new URLSearchParams(hash.slice(inHash + 1))) query.set(name, value);
  return query;
}

/** The site variant: the link's own `site` wins; else the player's region (India → IN). */
export function siteVariant(siteParam: string | null, region: string | null): string | null {
  const site = siteParam?.trim().toUpperCase();
  if (site) return site;
  return region === 'IN' ? 'IN' : null;
}

/** The download page background: an image chosen by the logo file name (§2 jili rule), else black. */
export function downloadBackground(layout: DownloadLayout, logoFileName: string): string | null {
  if (layout !== 'background') return null;
  return /jili/i.test(logoFileName) ? 'download-bg-jili.svg' : 'download-bg-tada.svg';
}
