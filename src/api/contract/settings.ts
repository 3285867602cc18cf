/** Operator and game settings (§3, §7 /game-setting, /game-group, /currency-display, /guide, /repair). */
import type { ApiLang, Call, None } from './common';

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

export interface GameGroup {
  GroupId: number;
  Name: string;
  GameNos: number[];
}

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

/** §3 user api info. Timezone is the operator's offset in minutes east of UTC. */
export interface UserApiInfo {
  Timezone: number;
  WebId: string;
  OperatorType: 'STANDARD' | 'GLI' | 'ROAR' | 'DONUT' | 'PS';
}

export interface Messenger {
  Type: 'telegram' | 'whatsapp' | 'line' | 'messenger' | 'email';
  /** A contact handle or link; entries without it are dropped by the client (§3). */
  Data?: string;
}

export interface AgentInfo {
  Messengers: Messenger[];
}

export interface InstallGuide {
  AndroidLink: string;
  WebAppUrl: string;
  /** The nine iOS install steps (§2), as text. */
  IosSteps: string[];
}

export interface RepairInfo {
  IsRepairing: boolean;
  Message: string;
  EndTime: string | null;
}

export interface SwitchOffStatus {
  /** Features the operator switched off right now. */
  SwitchedOff: string[];
}

/** Groups of keys → messages; groups ending `_style` override their base keys (§7). */
export type LanguageGroups = Record<string, Record<string, string>>;

/** The settings calls: key → params, query, body and response `Data`. */
export interface SettingsCalls {
  'GET /game-setting/game-info-list': Call<None, None, None, GameInfo[]>;
  'GET /game-setting/block-info-web-url': Call<None, None, None, { Url: string }>;
  'GET /game-group': Call<None, None, None, GameGroup[]>;
  'GET /game-setting/rtp/:apiId/:gameNo': Call<{ apiId: number; gameNo: number }, None, None, { Rtp: string }>;
  'GET /currency-display': Call<None, None, None, CurrencyDisplay[]>;
  'GET /currency-display/customize': Call<None, None, None, CustomCurrencyDisplay[]>;
  'GET /game-setting/user-api-info/:apiId': Call<{ apiId: number }, None, None, UserApiInfo>;
  'GET /game-setting/agent-info/:apiId': Call<{ apiId: number }, None, None, AgentInfo>;
  'GET /game-setting/switch-off-status/:apiId': Call<{ apiId: number }, None, None, SwitchOffStatus>;
  'GET /game-setting/tada-api-id-list': Call<None, None, None, number[]>;
  'GET /guide/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, InstallGuide>;
  'GET /repair/:apiId': Call<{ apiId: number }, None, None, RepairInfo>;
}
