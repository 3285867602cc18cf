/** Operator and game settings (§3, §7 /game-setting, /game-group, /currency-display, /guide, /repair). */
import type { ApiLang, Call, None } from './common';
import { bool, list, nullable, num, obj, optional, str, type Reader } from '../read';

/** The §1 game families; the round-detail renderer is chosen by family. */
export type GameFamily =
  | 'slot' | 'fishing' | 'teenpatti' | 'rummy' | 'tongits' | 'pusoy' | 'blackjack' | 'baccarat'
  | 'poker5' | 'videopoker' | 'niuniu' | 'threecard' | 'bicho' | 'roulette' | 'sicbo'
  | 'dragontiger' | 'keno' | 'bingo' | 'plinko' | 'crash' | 'limbo' | 'mines' | 'scratch'
  | 'colorprediction' | 'cockfight' | 'wheel';

/** §3 game setting, with the name and family the history picker shows. */
export interface GameInfo {
  No: number;
  Id: string;
  Name: string;
  Family: GameFamily;
}

/**
 * A family name, read as any string: a family this client does not know yet must not empty the
 * whole game list (its rounds fall back to "Incomplete information" in the round view).
 */
export const readGameFamily = str as Reader<GameFamily>;

/** Reader of `GET /game-setting/game-info-list`; a wrong shape leaves the start-up default (no games). */
export const readGameInfoList = /*#__PURE__*/ list(obj<GameInfo>({ No: num, Id: str, Name: str, Family: readGameFamily }));

export interface GameGroup {
  GroupId: number;
  Name: string;
  GameNos: number[];
}

export const readGameGroups = /*#__PURE__*/ list(obj<GameGroup>({ GroupId: num, Name: str, GameNos: list(num) }));

export interface CurrencyDisplay {
  No: number;
  Symbol: string;
  Unit: number;
  Ratio: number;
}

export interface CustomCurrencyDisplay {
  No: number;
  ApiId: number;
  Symbol: string;
  Ratio: number;
}

/** Readers of the two currency lists; §8: their failures (a wrong shape too) are silent. */
export const readCurrencyDisplays = /*#__PURE__*/ list(obj<CurrencyDisplay>({ No: num, Symbol: str, Unit: num, Ratio: num }));
export const readCustomCurrencyDisplays = /*#__PURE__*/ list(obj<CustomCurrencyDisplay>({ No: num, ApiId: num, Symbol: str, Ratio: num }));

/** §3 user api info. Timezone is the operator's offset in minutes east of UTC. */
export interface UserApiInfo {
  Timezone: number;
  WebId: string;
  OperatorType: 'STANDARD' | 'GLI' | 'ROAR' | 'DONUT' | 'PS';
}

/**
 * Reader of `GET /game-setting/user-api-info/:apiId`. OperatorType is read as any string: the
 * client treats an unknown type as STANDARD (state/session `operatorTypeAtom`), so a new type must
 * not cost the operator's time zone and gates.
 */
export const readUserApiInfo = /*#__PURE__*/ obj<UserApiInfo>({ Timezone: num, WebId: str, OperatorType: str as Reader<UserApiInfo['OperatorType']> });

export interface Messenger {
  Type: 'telegram' | 'whatsapp' | 'line' | 'messenger' | 'email';
  /** A contact handle or link; entries without it are dropped by the client (§3). */
  Data?: string;
}

export interface AgentInfo {
  Messengers: Messenger[];
}

/**
 * §2 install guide steps, as keys: the platform says WHICH steps an operator's guide has, the
 * client names them in the page's language (install catalog). A key the client does not know is
 * left out rather than shown in English.
 */
export const IOS_STEPS = [
  'openSafari', 'tapDownload', 'allowProfile', 'openSettings', 'profileDownloaded', 'installProfile', 'deviceManagement', 'trustApp', 'openApp',
] as const;
export const ANDROID_STEPS = ['tapDownload', 'allowUnknownApps', 'openApk', 'installApk', 'openApp'] as const;
export type InstallStepKey = (typeof IOS_STEPS)[number] | (typeof ANDROID_STEPS)[number];

/**
 * `GET /guide/:apiId/:langId`. Decisions (§2, §8 are silent on the shape):
 * - `AndroidLink` is the APK (absolute http(s) URL), `WebAppUrl` the iOS web-app link; either may
 *   be empty when the operator offers none.
 * - `Expired`: the operator withdrew its download link; the client shows §8's "The download link is
 *   no longer available…" and offers no button (both links are then empty).
 * - `IosSteps` / `AndroidSteps`: step keys (above), never English text.
 */
export interface InstallGuide {
  AndroidLink: string;
  WebAppUrl: string;
  Expired: boolean;
  IosSteps: string[];
  AndroidSteps: string[];
}

export const readInstallGuide = /*#__PURE__*/ obj<InstallGuide>({
  AndroidLink: str, WebAppUrl: str, Expired: bool, IosSteps: list(str), AndroidSteps: list(str),
});

/**
 * `GET /game-setting/rtp/:apiId/:gameNo`: the game's return to player as the operator shows it,
 * a decimal string in percent ("96.50"); "0" means not shown (§5: rtp gated off, or unknown game).
 */
export interface GameRtp {
  Rtp: string;
}
export const readGameRtp = /*#__PURE__*/ obj<GameRtp>({ Rtp: str });

/**
 * `GET /game-setting/block-info-web-url`: where a blocked player is sent (§7). The platform
 * answers an in-app route (`/#/ingame/blocked`); the client follows only `#/…` routes and
 * http(s) URLs.
 */
export interface BlockInfo {
  Url: string;
}
export const readBlockInfo = /*#__PURE__*/ obj<BlockInfo>({ Url: str });

export interface RepairInfo {
  IsRepairing: boolean;
  Message: string;
  EndTime: string | null;
}

export const readRepairInfo = /*#__PURE__*/ obj<RepairInfo>({ IsRepairing: bool, Message: str, EndTime: nullable(str) });

export interface SwitchOffStatus {
  /** Features the operator switched off right now. */
  SwitchedOff: string[];
  /**
   * Decision: the games switched off (under maintenance) for this operator right now, by game
   * number. A switched-off game shows "under maintenance" instead of opening. The client treats
   * a failed call as nothing switched off (a status it cannot read must not block every game).
   */
  GameNos: number[];
}

export const readSwitchOffStatus = /*#__PURE__*/ obj<SwitchOffStatus>({ SwitchedOff: list(str), GameNos: list(num) });

/**
 * Agent info (§3, §8): entries without Data are dropped by the client; a failed call is an empty
 * object. Decision: `Messengers` may be absent (that empty object), and a messenger of a type the
 * client does not know is kept as a plain contact.
 */
export const readAgentInfo = /*#__PURE__*/ obj<AgentInfo>({
  Messengers: (v, path) => (v == null ? [] : list(obj<Messenger>({ Type: str as Reader<Messenger['Type']>, Data: optional(str) }))(v, path)),
});

/**
 * §7 tada api id list: the api ids of the TaDa brand (more than §1's 3, 20000 and 20001). Decision:
 * it picks the game host of the §9 deep-link fallback (TaDa games have their own). Failure: [].
 */
export const readTadaApiIds = /*#__PURE__*/ list(num);

/** Groups of keys → messages; groups ending `_style` override their base keys (§7). */
export type LanguageGroups = Record<string, Record<string, string>>;

/** The settings calls: key → params, query, body and response `Data`. */
export interface SettingsCalls {
  'GET /game-setting/game-info-list': Call<None, None, None, GameInfo[]>;
  'GET /game-setting/block-info-web-url': Call<None, None, None, BlockInfo>;
  'GET /game-group': Call<None, None, None, GameGroup[]>;
  'GET /game-setting/rtp/:apiId/:gameNo': Call<{ apiId: number; gameNo: number }, None, None, GameRtp>;
  'GET /currency-display': Call<None, None, None, CurrencyDisplay[]>;
  'GET /currency-display/customize': Call<None, None, None, CustomCurrencyDisplay[]>;
  'GET /game-setting/user-api-info/:apiId': Call<{ apiId: number }, None, None, UserApiInfo>;
  'GET /game-setting/agent-info/:apiId': Call<{ apiId: number }, None, None, AgentInfo>;
  'GET /game-setting/switch-off-status/:apiId': Call<{ apiId: number }, None, None, SwitchOffStatus>;
  'GET /game-setting/tada-api-id-list': Call<None, None, None, number[]>;
  'GET /guide/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, InstallGuide>;
  'GET /repair/:apiId': Call<{ apiId: number }, None, None, RepairInfo>;
}
