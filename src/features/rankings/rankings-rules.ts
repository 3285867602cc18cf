/**
 * Rankings' pure rules (no React): state from dates, countdowns, scores per type, the currency of
 * a board, the §3 ranking-setting query, grouping tournaments by window and type, the hub's pick,
 * and when a running board refreshes itself.
 */
import type {
  EventState,
  EventSummary,
  RankEntry,
  RankingSetting,
  RankingSettingQuery,
  RankingType,
  RankingWindow,
} from '../../api/contract';
import { RANKING_TYPES, RANKING_WINDOWS } from '../../api/contract';
import { formatMoney, type Currency } from '../../core/currency';
import { formatNumber } from '../../core/format';
import { remaining } from '../../core/schedule';

const DAY = 86_400_000;

/** §4 event states, from the dates (the platform's `State` is only its view when it answered). */
export function stateAt(start: string, end: string, now: number): EventState {
  const s = Date.parse(start);
  const e = Date.parse(end);
  if (Number.isFinite(s) && now < s) return 'comingSoon';
  if (Number.isFinite(e) && now >= e) return 'concluded';
  return 'running';
}

/**
 * A period's name in the board's period picker, from its formatted dates (`YYYY/MM/DD…`): the days
 * and its state. The end's year only where it is not the start's: with both, a 320 px phone cut the
 * days ("2026/11/28 – 2026/12/0…" in German). A long state may still be cut at the end; the card's
 * header shows it beside, with the picked period's full dates.
 */
export function periodLabel(start: string, end: string, state: string): string {
  const sameYear = /^\d{4}\//.test(start) && end.slice(0, 5) === start.slice(0, 5);
  return `${start.slice(0, 10)} – ${end.slice(sameYear ? 5 : 0, 10)} · ${state}`;
}

/**
 * A countdown reads as one only while it is near: beyond this many days ("Ends in 25969d
 * 15:22:23" for a far-future end) the screen shows the date instead ("Ends on 2097/…").
 */
export const COUNTDOWN_MAX_DAYS = 30;

/** Whether a countdown to `target` shows the ticking clock (near) or the date (far). */
export const countdownShowsDate = (target: number, now: number): boolean =>
  remaining(target, now).days > COUNTDOWN_MAX_DAYS;

/** What a countdown counts to: the end of a running ranking, the start of a coming one. */
export function countdownTarget(
  setting: Pick<RankingSetting, 'StartDateTime' | 'EndDateTime'>,
  now: number,
): { kind: 'ends' | 'starts'; at: number } | null {
  const state = stateAt(setting.StartDateTime, setting.EndDateTime, now);
  if (state === 'concluded') return null;
  return state === 'comingSoon'
    ? { kind: 'starts', at: Date.parse(setting.StartDateTime) }
    : { kind: 'ends', at: Date.parse(setting.EndDateTime) };
}

/** §3 currency display item (structurally, as core/currency takes it). */
interface CurrencyDisplay {
  No: number;
  Symbol: string;
  Unit: number;
  Ratio: number;
}
interface CustomCurrencyDisplay {
  No: number;
  ApiId: number;
  Symbol: string;
  Ratio: number;
}

/**
 * The currency a board's amounts are shown in: the board's own currency (`CurrencyNo`) with the
 * operator's customised display first, then the platform's currency display (§3, the same order
 * as core/currency). The player's token fills in only when it is the same currency.
 */
export function boardCurrency(
  currencyNo: number,
  apiId: number,
  display: { list: CurrencyDisplay[]; custom: CustomCurrencyDisplay[] },
  player: (Currency & { currencyNo: number }) | null,
): Currency {
  const base = display.list.find((d) => d.No === currencyNo);
  const custom = display.custom.find((d) => d.No === currencyNo && d.ApiId === apiId);
  const own = player && player.currencyNo === currencyNo ? player : null;
  const positive = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined);
  return {
    symbol: custom?.Symbol || base?.Symbol || own?.symbol || '',
    unit: positive(base?.Unit) ?? positive(own?.unit) ?? 1,
    ratio: positive(custom?.Ratio) ?? positive(base?.Ratio) ?? positive(own?.ratio) ?? 1,
  };
}

/** A score as its type says: amounts with the currency (§5), multipliers as `1,250.5×`. */
export function formatScore(score: number, type: RankingType, currency: Currency, locale: string): string {
  if (type === 'highestMultiplier')
    return Number.isFinite(score) ? `${formatNumber(score, { locale, decimals: 2, fixed: false })}×` : 'N/A';
  return formatMoney(score, currency, locale);
}

/** The name a board shows: the nickname, else the (already masked) account. */
export const entryName = (entry: Pick<RankEntry, 'Nickname' | 'Account'>) => entry.Nickname.trim() || entry.Account;

/** Medals for 1–3. */
export const medalOf = (rank: number): 'gold' | 'silver' | 'bronze' | null =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;

/** How far back and ahead the public ranking-setting query looks: past periods and what is coming. */
export const QUERY_PAST_DAYS = 90;
export const QUERY_AHEAD_DAYS = 90;

/**
 * The §3 ranking-setting request. Arrays stay arrays here; the API client serialises them without
 * brackets (GameIds=1&GameIds=2, §7). Empty game lists and a null sac are left out.
 */
export function settingQuery(input: {
  langId: string;
  apiId: number;
  now: number;
  type?: RankingType | null;
  gameIds?: number[];
  sac?: number | null;
}): RankingSettingQuery {
  const query: RankingSettingQuery = {
    LangId: input.langId,
    StartDateTime: new Date(input.now - QUERY_PAST_DAYS * DAY).toISOString(),
    EndDateTime: new Date(input.now + QUERY_AHEAD_DAYS * DAY).toISOString(),
    ApiId: input.apiId,
  };
  if (input.gameIds && input.gameIds.length > 0) query.GameIds = input.gameIds;
  if (input.type) query.Type = input.type;
  if (input.sac != null) query.Sac = input.sac;
  return query;
}

/** One series of tournaments: a window and a type, its periods. */
export interface Series {
  window: RankingWindow;
  type: RankingType;
  /** The period to show first: running, else the next coming, else the latest concluded. */
  current: RankingSetting;
  /** Every period, newest first (for the period picker: past periods through ranking history). */
  periods: RankingSetting[];
}

const startOf = (s: RankingSetting) => Date.parse(s.StartDateTime);

export function pickCurrent(periods: RankingSetting[], now: number): RankingSetting | null {
  const by = (state: EventState) => periods.filter((p) => stateAt(p.StartDateTime, p.EndDateTime, now) === state);
  const running = by('running').sort((a, b) => startOf(b) - startOf(a));
  if (running[0]) return running[0];
  const coming = by('comingSoon').sort((a, b) => startOf(a) - startOf(b));
  if (coming[0]) return coming[0];
  return by('concluded').sort((a, b) => startOf(b) - startOf(a))[0] ?? null;
}

/**
 * Tournaments grouped by window (casino first) and type (total win, total bet, highest
 * multiplier). Rankings of the same window and type and the same name are periods of one series;
 * two running rankings with different names are two series.
 */
export function groupSeries(settings: RankingSetting[], now: number): Series[] {
  const groups = new Map<string, RankingSetting[]>();
  for (const s of settings) {
    const key = `${s.Window}|${s.Type}|${s.Name}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const series: Series[] = [];
  for (const periods of groups.values()) {
    const current = pickCurrent(periods, now);
    if (!current) continue;
    series.push({
      window: current.Window,
      type: current.Type,
      current,
      periods: [...periods].sort((a, b) => startOf(b) - startOf(a)),
    });
  }
  const rank = (s: Series) => RANKING_WINDOWS.indexOf(s.window) * 10 + RANKING_TYPES.indexOf(s.type);
  const stateRank = (s: Series) =>
    ['running', 'comingSoon', 'concluded'].indexOf(stateAt(s.current.StartDateTime, s.current.EndDateTime, now));
  return series.sort(
    (a, b) => rank(a) - rank(b) || stateRank(a) - stateRank(b) || a.current.Name.localeCompare(b.current.Name),
  );
}

/** The `<ingame-rankings>` attributes that narrow what it shows. */
export interface RankingFilter {
  type?: string | null;
  window?: string | null;
  rankingId?: number | null;
}

export function filterSettings(settings: RankingSetting[], filter: RankingFilter): RankingSetting[] {
  if (filter.rankingId) {
    const one = settings.find((s) => s.RankingId === filter.rankingId);
    // One board: that ranking and the other periods of its series.
    return one ? settings.filter((s) => s.Window === one.Window && s.Type === one.Type && s.Name === one.Name) : [];
  }
  return settings.filter(
    (s) => (!filter.type || s.Type === filter.type) && (!filter.window || s.Window === filter.window),
  );
}

/** Attribute values as the contract's unions; anything else is no filter. */
export const asType = (v: string | null | undefined): RankingType | null =>
  (RANKING_TYPES as readonly string[]).includes(v ?? '') ? (v as RankingType) : null;
export const asWindow = (v: string | null | undefined): RankingWindow | null =>
  (RANKING_WINDOWS as readonly string[]).includes(v ?? '') ? (v as RankingWindow) : null;
export const asRankingId = (v: string | number | null | undefined): number | null => {
  const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(String(v ?? '')) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The hub: the first running tournament opens; the other running and coming ones are listed. */
export function hubPick(
  settings: RankingSetting[],
  now: number,
): { open: RankingSetting | null; others: RankingSetting[] } {
  const series = groupSeries(settings, now);
  const live = series.map((s) => s.current).filter((s) => stateAt(s.StartDateTime, s.EndDateTime, now) !== 'concluded');
  const open = live.find((s) => stateAt(s.StartDateTime, s.EndDateTime, now) === 'running') ?? null;
  return { open, others: live.filter((s) => s !== open) };
}

/** Events the hub lists: running first, then coming, then concluded (newest first within each). */
export function sortEvents(events: EventSummary[], now: number): EventSummary[] {
  const order = (e: EventSummary) =>
    ['running', 'comingSoon', 'concluded'].indexOf(stateAt(e.StartTime, e.EndTime, now));
  return [...events].sort((a, b) => order(a) - order(b) || Date.parse(b.StartTime) - Date.parse(a.StartTime));
}

/** The longest delay setTimeout takes (about 24.8 days); later updates wait in steps. */
const MAX_DELAY = 2_147_483_647;
/** After the update time, a moment for the platform to have computed the board. */
export const REFRESH_GRACE_MS = 2_000;
export const MIN_REFRESH_MS = 15_000;

/**
 * Milliseconds until a running board should be fetched again: its next update time (from the
 * platform) plus a grace; null when it has none (not running). Never sooner than 15 s, so a clock
 * ahead of the server's (an update time already passed) cannot make a fetch loop.
 */
export function refreshDelay(nextUpdate: string | null, now: number): number | null {
  if (!nextUpdate) return null;
  const at = Date.parse(nextUpdate);
  if (!Number.isFinite(at)) return null;
  return Math.min(MAX_DELAY, Math.max(MIN_REFRESH_MS, at + REFRESH_GRACE_MS - now));
}

/** At most this many rows of a board are in the DOM (§9 top 100). */
export const BOARD_LIMIT = 100;

/** A tournament's full board in the events hub (a route of the app; the hub reads it back). */
export const boardHref = (rankingId: number) => `#/ingame/action?ranking=${rankingId}`;
/** An event's page (§2 bare wrapper `/event/{id}`). */
export const eventHref = (eventId: number) => `#/event/${eventId}`;

/** The `ranking` of a hash query (`#/ingame/action?ranking=12` → 12); anything else is null. */
export function rankingFromHash(hash: string): number | null {
  const query = hash.split('?')[1];
  if (!query) return null;
  return asRankingId(new URLSearchParams(query).get('ranking'));
}

/** An event id from a route parameter: digits only. */
export const asEventId = asRankingId;
