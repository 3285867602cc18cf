/** Operator and game settings (§3, §7 /game-setting, /game-group, /currency-display, /guide, /repair). */
import type { ApiLang, Call, None } from './common';
import type { AgentInfo, InstallGuide, GameRtp, BlockInfo, RepairInfo, SwitchOffStatus } from './operator';
import { list, num, obj, optional, str, type Reader } from '../read';

/** The §1 game families; the round-detail renderer is chosen by family. */
export type GameFamily =
  | 'slot'
  | 'fishing'
  | 'teenpatti'
  | 'rummy'
  | 'tongits'
  | 'pusoy'
  | 'blackjack'
  | 'baccarat'
  | 'poker5'
  | 'videopoker'
  | 'niuniu'
  | 'threecard'
  | 'bicho'
  | 'roulette'
  | 'sicbo'
  | 'dragontiger'
  | 'keno'
  | 'bingo'
  | 'plinko'
  | 'crash'
  | 'limbo'
  | 'mines'
  | 'scratch'
  | 'colorprediction'
  | 'cockfight'
  | 'wheel';

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
export const readGameInfoList = /*#__PURE__*/ list(
  obj<GameInfo>({ No: num, Id: str, Name: str, Family: readGameFamily }),
);

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
export const readCurrencyDisplays = /*#__PURE__*/ list(
  obj<CurrencyDisplay>({ No: num, Symbol: str, Unit: num, Ratio: num }),
);
export const readCustomCurrencyDisplays = /*#__PURE__*/ list(
  obj<CustomCurrencyDisplay>({ No: num, ApiId: num, Symbol: str, Ratio: num }),
);

/** §2 image languages: what an operator has pictures in when it does not say (PictureLanguages). */
export const DEFAULT_PICTURE_LANGUAGES: readonly string[] = ['zh-CN', 'zh-TW', 'en-US'];

/** §3 user api info. Timezone is the operator's offset in minutes east of UTC. */
export interface UserApiInfo {
  Timezone: number;
  WebId: string;
  OperatorType: 'STANDARD' | 'GLI' | 'ROAR' | 'DONUT' | 'PS';
  /**
   * The languages the operator has its pictures in (banners, promotions, news: every `Image`
   * whose picture carries text), as platform language tags (`API_LANG`: `th-TH`, `de-DE`,
   * `en-US` …). Decision (§2 names zh-CN, zh-TW and en-US only): a picture lives at
   * `{folder}/{tag}/{file}`; the client asks for the player's language only when it is listed here,
   * else goes straight to the §2 fallback — `en-US`, then a blank pixel — so a language the
   * operator has no pictures in costs no failed request. `en-US` is always the fallback, listed or
   * not. Absent: `DEFAULT_PICTURE_LANGUAGES` (the spec's three). The bundle's own pictures (item
   * cards) keep the spec's three whatever an operator says.
   */
  PictureLanguages?: string[];
}

/**
 * Reader of `GET /game-setting/user-api-info/:apiId`. OperatorType is read as any string: the
 * client treats an unknown type as STANDARD (state/session `operatorTypeAtom`), so a new type must
 * not cost the operator's time zone and gates.
 */
export const readUserApiInfo = /*#__PURE__*/ obj<UserApiInfo>({
  Timezone: num,
  WebId: str,
  OperatorType: str as Reader<UserApiInfo['OperatorType']>,
  PictureLanguages: optional(list(str)),
});

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
  /** `Message` in the `LangId` language (English when absent). */
  'GET /repair/:apiId': Call<{ apiId: number }, { LangId?: string }, None, RepairInfo>;
}
