/**
 * §1 operator brands, §6 operator toggles and id lists, §5 web-id feature gates. Pure tables and
 * the rules over them; the server's seed reads the same tables so client and demo agree.
 */

/**
 * What the client needs of a brand. The download links (Android APK, web-app URL) belong to the
 * platform and arrive with the install guide (GET /guide), so they are not duplicated here.
 */
import type { UserApiInfo } from '../api/contract/index.js';
export interface Brand {
  webId: string;
  title: string;
  /** File names under the bundle's asset folder. */
  icon: string;
  gameIconBrand: 'tada' | 'jili';
  logo: string;
}

const TADA: Brand = {
  webId: 'tada',
  title: 'TaDa Gaming',
  icon: 'tada-icon.svg',
  gameIconBrand: 'tada',
  logo: 'logo-tada.svg',
};

const JILI_PLUS: Brand = {
  webId: 'jiliplus',
  title: 'JILI Plus',
  icon: 'jili-icon.svg',
  gameIconBrand: 'jili',
  logo: 'logo-jili-plus.svg',
};

/**
 * api id → brand (§1). 3, 20000 and 20001 are all TaDa. 120 (the §6 GLI operator) is a JILI Plus
 * site: the platform's catalogue gives it JILI Plus's web id, so its header, landing entry and
 * catalogue carry one name.
 */
export const BRANDS: Readonly<Record<number, Brand>> = {
  3: TADA,
  20000: TADA,
  20001: TADA,
  110: JILI_PLUS,
  120: JILI_PLUS,
  202: {
    webId: 'jilistar',
    title: 'JILI Star',
    icon: 'jili-icon.svg',
    gameIconBrand: 'jili',
    logo: 'logo-jili-star.svg',
  },
};

/** Unknown api ids get the TaDa brand: it is the platform's own. */
export function brandFor(apiId: number | null | undefined): Brand {
  return (apiId != null && BRANDS[apiId]) || TADA;
}

/** §2: logo file names containing "jili" use the jili logo. */
export function logoKind(logoFileName: string): 'jili' | 'tada' {
  return /jili/i.test(logoFileName) ? 'jili' : 'tada';
}

export type Feature = 'banner' | 'marquee' | 'gameEntrance' | 'vipSetting' | 'nickname' | 'playerItemData' | 'rtp';

export const ALL_FEATURES: readonly Feature[] = [
  'banner',
  'marquee',
  'gameEntrance',
  'vipSetting',
  'nickname',
  'playerItemData',
  'rtp',
];

export type { Environment } from './config';

export type OperatorType = UserApiInfo['OperatorType'];

/** §6: every toggle is on by default; these operator types switch some off. */
const OPERATOR_OFF: Record<OperatorType, readonly Feature[]> = {
  STANDARD: [],
  GLI: ['vipSetting', 'nickname', 'playerItemData'],
  ROAR: ['banner', 'marquee', 'gameEntrance'],
  DONUT: ['banner', 'marquee'],
  PS: ['banner', 'marquee'],
};

/** §5 web-id gates: which features a web id has switched on. */
const WEB_ID_FEATURES: Record<string, readonly Feature[]> = {
  tada: ALL_FEATURES,
  jiliplus: ALL_FEATURES,
  // JILI Star runs no VIP programme and no backpack (player item data).
  jilistar: ['banner', 'marquee', 'gameEntrance', 'nickname', 'rtp'],
};

export function isOperatorType(value: unknown): value is OperatorType {
  return typeof value === 'string' && value in OPERATOR_OFF;
}

/** A feature is on when the web id has it and the operator type does not switch it off. */
export function isFeatureEnabled(feature: Feature, webId: string, operatorType: OperatorType = 'STANDARD'): boolean {
  const webFeatures = WEB_ID_FEATURES[webId] ?? ALL_FEATURES;
  return webFeatures.includes(feature) && !OPERATOR_OFF[operatorType].includes(feature);
}

const inRange = (id: number, lo: number, hi: number) => id >= lo && id <= hi;

/** §6: operators that see the fishing detail round index (start-up applies it to the flags). */
export function showsFishDetailRoundIndex(apiId: number): boolean {
  return inRange(apiId, 1071, 1075);
}
