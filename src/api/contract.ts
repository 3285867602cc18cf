/**
 * The platform API contract (§7): every call, its path parameters, query, body and the `Data` of
 * its response envelope. The client (`src/api/client.ts`) and the reference platform
 * (`demo/server`) both import this file, so they cannot drift: the server registers a handler for
 * each key of `ApiContract`, and a test fails if one is missing.
 *
 * Where §7 names path segments only as {a}/{b}, this file names them (and that naming is the
 * design). Shapes §7 does not show are designed from what the §2 screens need; field names keep
 * the platform's PascalCase.
 */

// ───────────────────────────── envelope ─────────────────────────────

/** Every response (§3). `trace` is not in the body: the client copies it from `x-trace`. */
export interface Envelope<T> {
  Code: number;
  Data: T;
  Message: string;
}

/** What a failed call rejects with: the body plus the trace header (§3, §8). */
export interface ApiError {
  Code: number;
  Message: string;
  Data?: unknown;
  trace: string;
  /** HTTP status, 0 when no response arrived (timeout, offline). */
  status: number;
}

/** §8 and the server's rules: every Code the client can meet, with its meaning. */
export const CODES = {
  OK: 0,
  /** Feature gated off for this web id (§5 vip setting / backpack reject). */
  FEATURE_DISABLED: -1,
  BAD_REQUEST: 1001,
  NOT_FOUND: 1004,
  /** VIP setting not configured (§8: no toast for this one). */
  VIP_NOT_CONFIGURED: 1005,
  NICKNAME_INVALID: 2001,
  NICKNAME_EXISTS: 2002,
  NICKNAME_TAKEN: 2003,
  GIFTCODE_EMAIL_CLAIMED: 3001,
  GIFTCODE_PLAYER_CLAIMED: 3002,
  GIFTCODE_DAILY_LIMIT: 3003,
  GIFTCODE_TOO_FREQUENT: 3004,
  GIFTCODE_FULLY_CLAIMED: 3005,
  GIFTCODE_EVENT_CONCLUDED: 3006,
  GIFTCODE_EMAIL_INVALID: 3007,
  /** Client-side: the response was not an envelope. */
  MALFORMED_RESPONSE: 5001,
  /** Client-side: no answer within the timeout. */
  TIMEOUT: 5002,
  /** Client-side: the network failed. */
  NETWORK: 5003,
  INTERNAL: 5000,
  /** Session expired (§8: global calls reset the session). */
  TOKEN_EXPIRED: 9100,
  /** Session unknown or invalid. */
  TOKEN_INVALID: 9101,
} as const;

// ───────────────────────────── shared shapes ─────────────────────────────

/** The §1 game families; the round-detail renderer is chosen by family. */
export type GameFamily =
  | 'slot' | 'fishing' | 'teenpatti' | 'rummy' | 'tongits' | 'pusoy' | 'blackjack' | 'baccarat'
  | 'poker5' | 'videopoker' | 'niuniu' | 'threecard' | 'bicho' | 'roulette' | 'sicbo'
  | 'dragontiger' | 'keno' | 'bingo' | 'plinko' | 'crash' | 'limbo' | 'mines' | 'scratch'
  | 'colorprediction' | 'cockfight' | 'wheel';

export const GAME_FAMILIES: readonly GameFamily[] = [
  'slot', 'fishing', 'teenpatti', 'rummy', 'tongits', 'pusoy', 'blackjack', 'baccarat', 'poker5',
  'videopoker', 'niuniu', 'threecard', 'bicho', 'roulette', 'sicbo', 'dragontiger', 'keno', 'bingo',
  'plinko', 'crash', 'limbo', 'mines', 'scratch', 'colorprediction', 'cockfight', 'wheel',
];

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

export interface GameEntrance {
  GameNo: number;
  Name: string;
  Url: string;
  Image: string;
}

/** §3 marquee item: `Format` has numbered placeholders {0}, {1}… filled from Content. */
export interface MarqueeItem {
  Id: number;
  Template: { Format: string };
  Content: string[];
  /** Hex colours, one per Content entry; anything else is ignored by the client. */
  ContentColor: string[];
}

export interface Banner {
  Id: number;
  Title: string;
  Image: string;
  Link: string;
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

export type RankingType = 'totalWin' | 'totalBet' | 'highestMultiplier';
export type EventState = 'comingSoon' | 'running' | 'concluded';

export interface RankingSetting {
  RankingId: number;
  Name: string;
  Type: RankingType;
  /** 'casino' or 'crash' tournament window (§2). */
  Window: 'casino' | 'crash';
  GameIds: number[];
  StartDateTime: string;
  EndDateTime: string;
  State: EventState;
  PrizeContent: string[];
  /** Minutes between leaderboard updates. */
  UpdateIntervalMinutes: number;
}

export interface RankEntry {
  Rank: number;
  Nickname: string;
  /** Masked account, never the full one. */
  Account: string;
  Score: number;
}

export interface RankingBoard {
  Setting: RankingSetting;
  /** Top 100 only (§9). */
  Entries: RankEntry[];
  /** The caller's own entry, when authenticated and ranked. */
  Mine: RankEntry | null;
  LastUpdate: string;
}

export interface ActionTransfer {
  Url: string;
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

export interface LoginResult {
  Token: string;
  GameUrl: string;
}

export interface SwitchOffStatus {
  /** Features the operator switched off right now. */
  SwitchedOff: string[];
}

export type PromotionCategory = 'brand' | 'games';

export interface Promotion {
  Id: number;
  Title: string;
  Category: PromotionCategory;
  Image: string;
  Summary: string;
  StartTime: string;
  EndTime: string;
  State: EventState;
}

export interface EventDetail {
  Id: number;
  Name: string;
  StartTime: string;
  EndTime: string;
  FinalUpdateDate: string;
  State: EventState;
  PrizeContent: string[];
  Ranking: RankEntry[];
}

export interface GiftCodeEvent {
  EventId: number;
  Name: string;
  State: EventState;
  Remaining: number;
  Total: number;
  TemplateId: string;
  AwsConfigSetName: string;
}

export interface GiftCodeEmailRequest {
  Email: string;
  TemplateId: string;
  AwsConfigSetName: string;
}

export interface RankingSettingQuery {
  LangId: string;
  StartDateTime: string;
  EndDateTime: string;
  ApiId: number;
  /** Serialised without brackets: GameIds=1&GameIds=2. */
  GameIds: number[];
  Type: RankingType;
  Sac?: number;
}

export interface VipLevel {
  Level: number;
  Name: string;
  RequiredExp: number;
  RebatePercent: number;
  HolidayGift: boolean;
}

export interface VipSetting {
  Levels: VipLevel[];
}

export interface VipStatus {
  Vip: number;
  VipExp: number;
  NextVipExp: number;
  Lv: number;
  LvExp: number;
  NextLvExp: number;
  Rank: number | null;
}

export interface NicknameEnable {
  IsEnable: boolean;
}

export interface NicknameInfo {
  Nickname: string;
  IsHas: boolean;
}

export interface NicknameRequest {
  LangId: string;
  Nickname: string;
}

export interface PrizeRecord {
  Id: number;
  Name: string;
  Amount: number;
  Time: string;
  State: 'pending' | 'claimed' | 'expired';
}

export type ItemCardKind =
  | 'fish' | 'frozen' | 'bonusPrize' | 'summon' | 'drill';

/** §3 item card; `CardNo` is the 7-digit fish card number where the kind has one. */
export interface ItemCard {
  Id: number;
  CardNo: string | null;
  Kind: ItemCardKind;
  Name: string;
  GameNo: number;
  GameName: string;
  ExpiryDate: string;
  Info: string;
  BetAmount: number;
  BalanceLimit: number;
}

// ───────────────────────────── history ─────────────────────────────

export interface HistoryQuery {
  LangId: string;
  StartRowIndex: number;
  EndRowIndex: number;
  LogIndexAsRoundIndex: boolean;
  RoundIndex?: string;
  LogIndex?: string;
  /** YYYY-MM-DD in the player's time zone. */
  Date?: string;
  TimeZoneOffsetMinutes?: number;
  /** Length of the window starting at Date, in minutes (default a day). */
  Minutes?: number;
}

/** §3 history record, plus the amounts the list shows. Date is epoch milliseconds. */
export interface HistoryRecord {
  Type: number;
  RoundIndex: string;
  LogIndex: string;
  Date: number;
  GameNo: number;
  Bet: number;
  Win: number;
  PreMoney: number;
  PostMoney: number;
}

export interface Page<T> {
  Total: number;
  Records: T[];
}

export interface DetailRecordQuery {
  LangId: string;
  RoundIndex: string;
  OrderField: string;
  StartRowIndex: number;
  EndRowIndex: number;
  LogIndex?: string;
}

export type RoundResult = 'win' | 'lose' | 'push' | 'bust' | 'fold' | 'drop' | 'timeoutDrop';

/** One line of a round: the §3 game-record labels. Absent fields do not apply to the game. */
export interface DetailRecord {
  BetNo?: string;
  WagersId?: string;
  OrderNo?: string;
  Round?: string;
  Games?: number;
  Bet?: number;
  BetCategory?: string;
  Target?: string;
  Odds?: number;
  Result?: RoundResult | string;
  WinLose?: number;
  Net?: number;
  Fee?: number;
  Commission?: number;
  PaytableId?: string;
  LotteryTime?: number;
  LocalTime?: number;
}

/** The round summary: which family renders it, and its family payload. */
export interface DetailInfo {
  GameNo: number;
  Family: GameFamily;
  RoundIndex: string;
  Date: number;
  Bet: number;
  Win: number;
  Records: DetailRecord[];
  /** Family-specific payload; null when the round has no details. */
  Payload: RoundPayload | null;
}

/** §3 plate info: Plate is symbols joined; SymbolLength how many chars a symbol takes. */
export interface PlateInfo {
  Plate: string;
  SymbolLength: number;
  PlateNumStr: string;
  Columns: number;
  Rows: number;
  Win: number;
  Step: number;
}

export interface BingoBall { Number: number; Color: string; Bonus: boolean }
export interface BingoAward { Number: number; Line: string; Odds: number; Win: number }
export interface BingoCard {
  Balls: BingoBall[];
  Awards: BingoAward[];
  Win: number;
  Bonus: { Cards: BingoCard[] }[];
}

export interface PlayingCard { Suit: 'S' | 'H' | 'D' | 'C' | 'J'; Rank: string }
export interface CardHand {
  Seat: string;
  Cards: PlayingCard[];
  HandName: string;
  Result: RoundResult;
  IsMine: boolean;
}

export interface FishCatch {
  Fish: string;
  Multiplier: number;
  Win: number;
  Shots: number;
}

export interface MinesDetail {
  Size: number;
  Mines: number[];
  Picks: number[];
  Multiplier: number;
  Busted: boolean;
}

export interface StepRecord {
  Step: number;
  Multiplier: number;
  CashOut: boolean;
  Time: number;
}

export interface BetArea {
  Area: string;
  Target: string;
  Bet: number;
  Odds: number;
  Win: number;
}

export interface BoxDetail {
  Boxes: { Index: number; Prize: number; Opened: boolean }[];
}

export interface LogSummary {
  Spins: number;
  FreeSpins: number;
  TotalBet: number;
  TotalWin: number;
}

export type RoundPayload =
  | { Kind: 'plate'; Plates: PlateInfo[] }
  | { Kind: 'bingo'; Cards: BingoCard[] }
  | { Kind: 'fishing'; Catches: FishCatch[]; ItemCards: string[]; DetailRoundIndex: string | null }
  | { Kind: 'cards'; Hands: CardHand[] }
  | { Kind: 'mines'; Mines: MinesDetail }
  | { Kind: 'steps'; Steps: StepRecord[] }
  | { Kind: 'areas'; Outcome: string; Areas: BetArea[] }
  | { Kind: 'keno'; Drawn: number[]; Picked: number[] }
  | { Kind: 'plinko'; Rows: number; Risk: 'low' | 'medium' | 'high'; Path: number[]; Multiplier: number }
  | { Kind: 'box'; Box: BoxDetail };

// ───────────────────────────── fairness ─────────────────────────────

export type FairnessGame = 'dice' | 'limbo' | 'plinko' | 'mines' | 'keno' | 'wheel' | 'crash' | 'crash52';

/** GET /fairness/steps?Game=29&RoundIndex=… — the player's own round of a provably-fair game. */
export interface FairnessQuery {
  Game: number;
  RoundIndex: string;
}

export interface FairnessRound {
  RoundIndex: string;
  Game: FairnessGame;
  Hash: 'SHA256' | 'SHA512';
  /** SHA-256 of the server seed, published before the round. */
  ServerSeedHash: string;
  /** Revealed after the seed is rotated; null while still in use. */
  ServerSeed: string | null;
  ClientSeed: string;
  Nonce: number;
  /** Game options: plinko rows and risk, mines count, wheel segments and risk. */
  Options: Record<string, string | number>;
  /** What the game produced: multiplier, payout, or (mines, keno) the count of picks. */
  Result: number;
}

// ───────────────────────────── language and log ─────────────────────────────

/** Groups of keys → messages; groups ending `_style` override their base keys (§7). */
export type LanguageGroups = Record<string, Record<string, string>>;

// ───────────────────────────── the call table ─────────────────────────────

interface Call<Params, Query, Body, Response> {
  params: Params;
  query: Query;
  body: Body;
  response: Response;
}
type None = undefined;

type ApiLang = { langId: string };

export interface ApiContract {
  // Public
  'GET /game-setting/game-info-list': Call<None, None, None, GameInfo[]>;
  'GET /game-setting/block-info-web-url': Call<None, None, None, { Url: string }>;
  'GET /game-group': Call<None, None, None, GameGroup[]>;
  'GET /game-entrance/:apiId': Call<{ apiId: number }, None, None, GameEntrance[]>;
  'GET /marquee/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, MarqueeItem[]>;
  'GET /banner/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, Banner[]>;
  'GET /banner/:apiId/:langId/:position/:gameNo': Call<{ apiId: number; position: string; gameNo: number } & ApiLang, None, None, Banner[]>;
  'GET /game-setting/rtp/:apiId/:gameNo': Call<{ apiId: number; gameNo: number }, None, None, { Rtp: string }>;
  'GET /currency-display': Call<None, None, None, CurrencyDisplay[]>;
  'GET /currency-display/customize': Call<None, None, None, CustomCurrencyDisplay[]>;
  'POST /token': Call<None, None, { Token: string }, { Token: string }>;
  'GET /game-setting/user-api-info/:apiId': Call<{ apiId: number }, None, None, UserApiInfo>;
  'GET /game-setting/agent-info/:apiId': Call<{ apiId: number }, None, None, AgentInfo>;
  'GET /action/transfer/:apiId/:actionId/:langId/:gameNo?': Call<{ apiId: number; actionId: number; gameNo?: number } & ApiLang, None, None, ActionTransfer>;
  'GET /rank/ranking-setting': Call<None, RankingSettingQuery, None, RankingSetting[]>;
  'GET /rank/ranking-history/:apiId/:rankingId/:langId': Call<{ apiId: number; rankingId: number } & ApiLang, None, None, RankingBoard>;
  'GET /guide/:apiId/:langId': Call<{ apiId: number } & ApiLang, None, None, InstallGuide>;
  'GET /repair/:apiId': Call<{ apiId: number }, None, None, RepairInfo>;
  'POST /token/login': Call<None, None, { Token: string; GameNo: number; IsJPEnabled: boolean; Lang: string }, LoginResult>;
  'GET /game-setting/switch-off-status/:apiId': Call<{ apiId: number }, None, None, SwitchOffStatus>;
  'GET /action/promote-list/:apiId/:langId/:category?': Call<{ apiId: number; category?: PromotionCategory } & ApiLang, None, None, Promotion[]>;
  'GET /action/promote-game-list/:apiId/:langId/:actionId/:gameNo?': Call<{ apiId: number; actionId: number; gameNo?: number } & ApiLang, None, None, GameEntrance[]>;
  'GET /game-setting/tada-api-id-list': Call<None, None, None, number[]>;
  'GET /event/:eventId/:langId': Call<{ eventId: number } & ApiLang, None, None, EventDetail>;
  'GET /giftcode/get/:eventId': Call<{ eventId: number }, None, None, GiftCodeEvent>;
  'POST /giftcode/send-email/:eventId': Call<{ eventId: number }, None, GiftCodeEmailRequest, { Sent: boolean }>;

  // Authenticated (bearer)
  'GET /rank/ranking-setting/:langId/:type?': Call<ApiLang & { type?: RankingType }, None, None, RankingSetting[]>;
  'GET /rank/ranking-history/:rankingId/:langId?': Call<{ rankingId: number; langId?: string }, None, None, RankingBoard>;
  'GET /member/vip-setting': Call<None, None, None, VipSetting>;
  'GET /member/vip-level': Call<None, None, None, VipStatus>;
  'GET /game-setting/is-enable/NickNameEnable': Call<None, None, None, NicknameEnable>;
  'GET /member/nickname': Call<None, None, None, NicknameInfo>;
  'GET /member/random-nickname/:langId': Call<ApiLang, None, None, { Nickname: string }>;
  'PUT /member/nickname': Call<None, None, NicknameRequest, NicknameInfo>;
  'GET /prize/:langId': Call<ApiLang, None, None, PrizeRecord[]>;
  'GET /backpack/:langId': Call<ApiLang, None, None, ItemCard[]>;
  'GET /history/:game/get-history-record': Call<{ game: number }, HistoryQuery, None, Page<HistoryRecord>>;
  'GET /history/:game/get-detail-record': Call<{ game: number }, DetailRecordQuery, None, Page<DetailRecord>>;
  'GET /history/:game/get-detail-info/:langId/:round?/:historyId?': Call<{ game: number; round?: string; historyId?: string } & ApiLang, None, None, DetailInfo>;
  'GET /history/:game/get-detail-record/:round': Call<{ game: number; round: string }, None, None, DetailRecord[]>;
  'GET /history/:game/get-bomb-detail-record/:round/:logIndex': Call<{ game: number; round: string; logIndex: string }, None, None, MinesDetail>;
  'GET /history/:game/get-single-round-log-summary/:round/:logIndex': Call<{ game: number; round: string; logIndex: string }, None, None, LogSummary>;
  'GET /history/:game/get-log-plate-info/:round/:logIndex': Call<{ game: number; round: string; logIndex: string }, None, None, PlateInfo[]>;
  'GET /history/:game/get-log-plate-info/:round': Call<{ game: number; round: string }, None, None, PlateInfo[]>;
  'GET /history/:game/get-plate-info/:round': Call<{ game: number; round: string }, None, None, PlateInfo>;
  'GET /history/:game/get-step-detail-record/:round': Call<{ game: number; round: string }, None, None, StepRecord[]>;
  'GET /history/:game/get-box-detail-info/:langId/:round': Call<{ game: number; round: string } & ApiLang, None, None, BoxDetail>;
  'GET /fairness/steps': Call<None, FairnessQuery, None, FairnessRound>;
}

export type ApiKey = keyof ApiContract;

export interface EndpointMeta {
  /** 'bearer' calls send the session token and toast failures (§8); 'optional' send it when present. */
  auth: 'none' | 'bearer' | 'optional';
  /**
   * §7 "global": 9100/9101 reset the session and go to /error. Global calls send the session
   * token when there is one ('optional'), so an expired session is noticed on them.
   */
  global?: boolean;
}

/**
 * The calls that carry a session, and the §7 "global" ones. Every call not listed is public and
 * not global. (Listing only these keeps the table small in the shared chunk; the server's
 * `handlers` map is typed over every key of ApiContract, so no call can be forgotten there.)
 */
export const ENDPOINTS: { readonly [K in ApiKey]?: EndpointMeta } = {
  'GET /game-setting/game-info-list': { auth: 'optional', global: true },
  'GET /game-group': { auth: 'optional', global: true },
  'GET /currency-display': { auth: 'optional', global: true },
  'GET /currency-display/customize': { auth: 'optional', global: true },
  'POST /token': { auth: 'optional', global: true },
  'GET /game-setting/user-api-info/:apiId': { auth: 'optional', global: true },
  // Public in §7; the per-player limit (§5) applies when a session is present.
  'POST /giftcode/send-email/:eventId': { auth: 'optional' },
  'GET /rank/ranking-setting/:langId/:type?': { auth: 'bearer' },
  'GET /rank/ranking-history/:rankingId/:langId?': { auth: 'bearer' },
  'GET /member/vip-setting': { auth: 'bearer' },
  'GET /member/vip-level': { auth: 'bearer' },
  'GET /game-setting/is-enable/NickNameEnable': { auth: 'bearer' },
  'GET /member/nickname': { auth: 'bearer' },
  'GET /member/random-nickname/:langId': { auth: 'bearer' },
  'PUT /member/nickname': { auth: 'bearer' },
  'GET /prize/:langId': { auth: 'bearer' },
  'GET /backpack/:langId': { auth: 'bearer' },
  'GET /history/:game/get-history-record': { auth: 'bearer' },
  'GET /history/:game/get-detail-record': { auth: 'bearer' },
  'GET /history/:game/get-detail-info/:langId/:round?/:historyId?': { auth: 'bearer' },
  'GET /history/:game/get-detail-record/:round': { auth: 'bearer' },
  'GET /history/:game/get-bomb-detail-record/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-single-round-log-summary/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-log-plate-info/:round/:logIndex': { auth: 'bearer' },
  'GET /history/:game/get-log-plate-info/:round': { auth: 'bearer' },
  'GET /history/:game/get-plate-info/:round': { auth: 'bearer' },
  'GET /history/:game/get-step-detail-record/:round': { auth: 'bearer' },
  'GET /history/:game/get-box-detail-info/:langId/:round': { auth: 'bearer' },
  'GET /fairness/steps': { auth: 'bearer' },
};

const PUBLIC: EndpointMeta = { auth: 'none' };

/** The metadata of a call (public and not global unless listed above). */
export function endpointMeta(key: ApiKey): EndpointMeta {
  return ENDPOINTS[key] ?? PUBLIC;
}

export type Params<K extends ApiKey> = ApiContract[K]['params'];
export type Query<K extends ApiKey> = ApiContract[K]['query'];
export type Body<K extends ApiKey> = ApiContract[K]['body'];
export type ResponseData<K extends ApiKey> = ApiContract[K]['response'];

/** What `call(key, input)` takes: only the parts the call has. */
export type CallInput<K extends ApiKey> =
  (Params<K> extends None ? { params?: undefined } : { params: Params<K> }) &
  (Query<K> extends None ? { query?: undefined } : { query: Query<K> }) &
  (Body<K> extends None ? { body?: undefined } : { body: Body<K> });

/** Split a key into method and path. */
export function splitKey(key: ApiKey): { method: 'GET' | 'POST' | 'PUT'; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as 'GET' | 'POST' | 'PUT', path: key.slice(space + 1) };
}

/**
 * Fill `:name` and optional `:name?` segments. Values are URI-encoded, so a hostile value cannot
 * add segments; a missing optional segment and everything after it is dropped.
 */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  let out = '';
  for (const segment of path.split('/').slice(1)) {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) {
      out += `/${segment}`;
      continue;
    }
    const value = params?.[m[1]!];
    if (value === undefined || value === null || value === '') {
      if (m[2]) break;
      throw new Error(`Missing path parameter ${m[1]}`);
    }
    out += `/${encodeURIComponent(String(value))}`;
  }
  return out;
}

/** The language service (§7), on its own host. */
export const LANGUAGE_PATH = '/language/:locale';
/** The log sink (§7), on the log host. */
export const LOG_PATH = '/log/js-web-list';
