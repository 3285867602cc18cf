/**
 * The tournaments of the stories (msw): every window and type in every state, boards of 100,
 * events — shared by the rankings stories, the `<ingame-rankings>` and `<ingame-event>` element
 * stories and the app's events hub (support/platform.ts).
 */
import type {
  EventDetail,
  EventSummary,
  RankEntry,
  RankingSetting,
  RankingType,
  RankingWindow,
} from '../../src/api/contract';
import { http, ok } from './envelope';

const NOW = Date.now();
const D = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const NAMES: Record<RankingType, string> = {
  totalWin: 'Big Winner Cup',
  totalBet: 'High Roller Cup',
  highestMultiplier: 'Multiplier Master Cup',
};
let id = 0;
function setting(
  window: RankingWindow,
  type: RankingType,
  state: 'running' | 'comingSoon' | 'concluded',
): RankingSetting {
  const [from, to] =
    state === 'running'
      ? [NOW - 2 * D, NOW + 5 * D]
      : state === 'comingSoon'
        ? [NOW + 2 * D, NOW + 9 * D]
        : [NOW - 9 * D, NOW - 2 * D];
  return {
    RankingId: ++id,
    Name: `${window === 'crash' ? 'Crash ' : ''}${NAMES[type]}`,
    Type: type,
    Window: window,
    GameIds: [],
    StartDateTime: iso(from),
    EndDateTime: iso(to),
    State: state,
    PrizeContent: ['1st: ₱ 10,000', '2nd: ₱ 5,000', '3rd: ₱ 2,000', '4th–100th: ₱ 100'],
    UpdateIntervalMinutes: type === 'totalBet' ? 15 : 5,
    CurrencyNo: 1,
  };
}
export const ALL: RankingSetting[] = (['casino', 'crash'] as const).flatMap((w) =>
  (['totalWin', 'totalBet', 'highestMultiplier'] as const).flatMap((t) => [
    setting(w, t, 'running'),
    setting(w, t, 'concluded'),
    setting(w, t, 'comingSoon'),
  ]),
);
const NICKS = ['Ace', 'Lucky7', '', 'Tiger', 'Jade', '', 'Nova', 'Kai'];
const entries = (type: RankingType, n = 100): RankEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    Nickname: NICKS[i % NICKS.length] ? `${NICKS[i % NICKS.length]}${i + 1}` : '',
    Account: `pl***${String(i).padStart(2, '0')}`,
    Score: type === 'highestMultiplier' ? Math.round((5000 / (1 + i * 0.3)) * 100) / 100 : 50_000_000 - i * 310_000,
  }));

/** The platform: `mine` is the signed-in player's own entry (null: not ranked). */
export function rankingsPlatform(settings: RankingSetting[], mine: RankEntry | null, empty = false) {
  return [
    http.get('/api/rank/ranking-setting', () => ok(settings)),
    http.get('/api/rank/ranking-setting/:langId/:type?', () => ok(settings)),
    http.get('/api/rank/ranking-history/*', ({ request }) => {
      const parts = new URL(request.url).pathname.split('/');
      const rid = Number(parts.length >= 7 ? parts[5] : parts[4]);
      const s = settings.find((x) => x.RankingId === rid) ?? settings[0]!;
      const started = s.State !== 'comingSoon' && !empty;
      return ok({
        Setting: s,
        Entries: started ? entries(s.Type) : [],
        Mine: request.headers.has('Authorization') ? mine : null,
        LastUpdate: started ? iso(NOW - 120_000) : null,
        NextUpdate: s.State === 'running' ? iso(NOW + 180_000) : null,
      });
    }),
    http.get('/api/event-list/:apiId/:langId', () => ok(EVENTS)),
    http.get('/api/event/:eventId/:langId', ({ params, request }) => {
      const e = EVENTS.find((x) => x.Id === Number(params.eventId)) ?? EVENTS[0]!;
      const detail: EventDetail = {
        ...e,
        FinalUpdateDate: e.State === 'comingSoon' ? null : iso(NOW - 120_000),
        PrizeContent: ['1st: A weekend trip', '2nd–10th: ₱ 1,000'],
        Type: 'totalWin',
        CurrencyNo: 1,
        Ranking: e.State === 'comingSoon' ? [] : entries('totalWin'),
        Mine: request.headers.has('Authorization') ? mine : null,
      };
      return ok(detail);
    }),
  ];
}
const EVENTS: EventSummary[] = [
  {
    Id: 1,
    Name: 'Lunar Festival Race',
    StartTime: iso(NOW - D),
    EndTime: iso(NOW + 6 * D),
    State: 'running',
    RankingId: 1,
  },
  {
    Id: 2,
    Name: 'Autumn Cup',
    StartTime: iso(NOW - 20 * D),
    EndTime: iso(NOW - 10 * D),
    State: 'concluded',
    RankingId: 2,
  },
  {
    Id: 3,
    Name: 'New Year Sprint',
    StartTime: iso(NOW + 3 * D),
    EndTime: iso(NOW + 10 * D),
    State: 'comingSoon',
    RankingId: 3,
  },
];
/** The signed-in player 2nd of every board. */
export const top3: RankEntry = { Rank: 2, Nickname: 'player42', Account: 'pl***42', Score: 49_690_000 };
