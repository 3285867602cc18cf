/**
 * The player's country-region (ISO 3166-1 alpha-2), shared by <ingame-region> (which chooses it
 * and keeps it in the `ingame_region` cookie) and the download layouts (which pick their site
 * variant from it). null until the picker or a download page has read the cookie.
 */
import { atom } from 'jotai/vanilla';
import { createCookieJar } from '../core/cookies';

export const regionAtom = atom<string | null>(null);

/** A well-formed region code, upper-cased; anything else → null. */
export function asRegionCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The region remembered in the cookie (null in a document without cookies). */
export function rememberedRegion(): string | null {
  if (typeof document === 'undefined') return null;
  return asRegionCode(createCookieJar().read().region);
}

export function rememberRegion(region: string): void {
  if (typeof document !== 'undefined') createCookieJar().write('region', region);
}
