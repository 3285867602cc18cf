/**
 * The country-region picker's rules, pure: the ISO 3166-1 alpha-2 codes (249, as one string: the
 * names come from the browser's Intl.DisplayNames in the element's language, no name tables are
 * shipped), sorting and searching, and the default region.
 *
 * Default, in order: the region remembered in the cookie; the region of the browser's time zone
 * (asked of Intl.Locale where the browser can say it); a region written in the browser's language
 * tags (`pt-BR` → BR); the region the page language is spoken in for the platform's markets
 * (th → TH, vi → VN …). English says nothing about a region: then nothing is pre-selected.
 */
import type { Locale } from '../../i18n/locales';

const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZ' +
  'ECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZ' +
  'LALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQA' +
  'RERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

/** Every ISO 3166-1 alpha-2 code. */
export const REGION_CODES: readonly string[] = CODES.match(/../g)!;

export const isRegionCode = (code: string | null | undefined): code is string => !!code && REGION_CODES.includes(code);

export interface RegionOption {
  code: string;
  name: string;
}

/** Every region named in `locale`, sorted the way that language sorts. */
export function regionOptions(locale: string): RegionOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(locale);
  return REGION_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** Case- and accent-insensitive; matches the name anywhere, or the code exactly. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export function searchRegions(options: readonly RegionOption[], query: string): RegionOption[] {
  const q = fold(query.trim());
  if (!q) return [...options];
  return options.filter((o) => fold(o.name).includes(q) || o.code.toLowerCase() === q);
}

/** Legacy and current names of the same zone (ICU keeps the old ones). */
const ZONE_ALIASES: Record<string, string> = {
  'Asia/Kolkata': 'Asia/Calcutta',
  'Asia/Ho_Chi_Minh': 'Asia/Saigon',
  'Asia/Yangon': 'Asia/Rangoon',
  'Asia/Kathmandu': 'Asia/Katmandu',
  'Europe/Kyiv': 'Europe/Kiev',
  'America/Nuuk': 'America/Godthab',
  'Atlantic/Faroe': 'Atlantic/Faeroe',
  'Pacific/Chuuk': 'Pacific/Truk',
};

type LocaleWithZones = Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };

/** The region whose zones include `timeZone`, when the browser can tell (Intl.Locale time zones). */
export function regionOfTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone || typeof Intl.Locale !== 'function') return null;
  const wanted = new Set([
    timeZone,
    ZONE_ALIASES[timeZone] ?? timeZone,
    ...Object.keys(ZONE_ALIASES).filter((k) => ZONE_ALIASES[k] === timeZone),
  ]);
  for (const code of REGION_CODES) {
    const locale = new Intl.Locale(`und-${code}`) as LocaleWithZones;
    const zones = locale.getTimeZones?.() ?? locale.timeZones;
    if (!zones) return null;
    if (zones.some((z) => wanted.has(z))) return code;
  }
  return null;
}

/** The region a language tag names (`pt-BR` → BR, `zh-Hant-TW` → TW). */
export function regionOfLanguageTag(tag: string): string | null {
  try {
    const region = new Intl.Locale(tag).region ?? null;
    return isRegionCode(region) ? region : null;
  } catch {
    return null;
  }
}

/** Where each page language is spoken among the platform's markets; English names none. */
export const LOCALE_REGION: Partial<Record<Locale, string>> = {
  'zh-TW': 'TW',
  'zh-CN': 'CN',
  th: 'TH',
  vi: 'VN',
  id: 'ID',
  ja: 'JP',
  ta: 'IN',
  ko: 'KR',
  es: 'ES',
  pt: 'BR',
  de: 'DE',
  sv: 'SE',
  it: 'IT',
  nl: 'NL',
  ro: 'RO',
  da: 'DK',
};

export interface RegionHints {
  cookie?: string | null;
  timeZone?: string | null;
  languages?: readonly string[];
  locale: Locale;
}

export function defaultRegion({ cookie, timeZone, languages = [], locale }: RegionHints): string | null {
  const remembered = cookie?.trim().toUpperCase();
  if (isRegionCode(remembered)) return remembered;
  const byZone = regionOfTimeZone(timeZone);
  if (byZone) return byZone;
  for (const tag of languages) {
    const region = regionOfLanguageTag(tag);
    if (region) return region;
  }
  return LOCALE_REGION[locale] ?? null;
}
