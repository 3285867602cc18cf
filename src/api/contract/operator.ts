/**
 * Operator settings that only some screens read (install guide, rtp, block page, repair,
 * switch-off status, agent info, TaDa api ids): their types and readers. Apart from settings.ts
 * (the start-up calls every page makes), so the shared runtime chunk carries none of them.
 */
import { bool, list, nullable, num, obj, optional, str, type Reader } from '../read';

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
  'openSafari',
  'tapDownload',
  'allowProfile',
  'openSettings',
  'profileDownloaded',
  'installProfile',
  'deviceManagement',
  'trustApp',
  'openApp',
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
  AndroidLink: str,
  WebAppUrl: str,
  Expired: bool,
  IosSteps: list(str),
  AndroidSteps: list(str),
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

export const readRepairInfo = /*#__PURE__*/ obj<RepairInfo>({
  IsRepairing: bool,
  Message: str,
  EndTime: nullable(str),
});

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
  Messengers: (v, path) =>
    v == null ? [] : list(obj<Messenger>({ Type: str as Reader<Messenger['Type']>, Data: optional(str) }))(v, path),
});

/**
 * §7 tada api id list: the api ids of the TaDa brand (more than §1's 3, 20000 and 20001). Decision:
 * it picks the game host of the §9 deep-link fallback (TaDa games have their own). Failure: [].
 */
export const readTadaApiIds = /*#__PURE__*/ list(num);
