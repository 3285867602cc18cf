import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventPage } from '../src/features/rankings/event-page';
import { Rankings } from '../src/features/rankings/rankings';
import type {
  EventDetail,
  EventSummary,
  RankEntry,
  RankingSetting,
  RankingType,
  RankingWindow,
} from '../src/api/contract';
import { currencyDisplayAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { fail, forever, http, ok } from './support/envelope';
import { storyToken } from './support/token';

const token = storyToken({ UNIT: 100, CNO: 1, CSYMBOL: '₱' });

type Store = Parameters<NonNullable<Parameters<typeof StoryRoot>[0]['setup']>>[0];
const setup = (signedIn: boolean) => (store: Store) => {
  if (signedIn) store.set(tokenAtom, token);
  store.set(userApiInfoAtom, { Timezone: 480 } as never);
  store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
};

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
const ALL: RankingSetting[] = (['casino', 'crash'] as const).flatMap((w) =>
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
function platform(settings: RankingSetting[], mine: RankEntry | null, empty = false) {
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
const top3 = { Rank: 2, Nickname: 'player42', Account: 'pl***42', Score: 49_690_000 };
const ranked250 = { Rank: 250, Nickname: 'player42', Account: 'pl***42', Score: 120_000 };
const only = (w: RankingWindow, t: RankingType) => ALL.filter((s) => s.Window === w && s.Type === t);

const meta: Meta<typeof Rankings> = {
  title: 'Elements/ingame-rankings',
  component: Rankings,
  render: (args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale} setup={setup(parameters.anonymous !== true)}>
      <Rankings {...args} />
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj<typeof Rankings>;

/** Every window and type; the player 2nd (highlighted in the board and pinned under it). */
export const AllPlayerInTop3: Story = { parameters: { msw: { handlers: platform(ALL, top3) } } };
export const PlayerRanked250th: Story = {
  args: { type: 'totalWin', window: 'casino' },
  parameters: { msw: { handlers: platform(only('casino', 'totalWin'), ranked250) } },
};
export const PlayerNotRanked: Story = {
  args: { type: 'totalBet', window: 'casino' },
  parameters: { msw: { handlers: platform(only('casino', 'totalBet'), null) } },
};
export const Anonymous: Story = { parameters: { anonymous: true, msw: { handlers: platform(ALL, top3) } } };
export const CasinoTotalWin: Story = {
  args: { window: 'casino', type: 'totalWin' },
  parameters: { msw: { handlers: platform(only('casino', 'totalWin'), top3) } },
};
export const CasinoTotalBet: Story = {
  args: { window: 'casino', type: 'totalBet' },
  parameters: { msw: { handlers: platform(only('casino', 'totalBet'), top3) } },
};
export const CasinoHighestMultiplier: Story = {
  args: { window: 'casino', type: 'highestMultiplier' },
  parameters: { msw: { handlers: platform(only('casino', 'highestMultiplier'), top3) } },
};
export const CrashTotalWin: Story = {
  args: { window: 'crash', type: 'totalWin' },
  parameters: { msw: { handlers: platform(only('crash', 'totalWin'), top3) } },
};
export const CrashTotalBet: Story = {
  args: { window: 'crash', type: 'totalBet' },
  parameters: { msw: { handlers: platform(only('crash', 'totalBet'), top3) } },
};
export const CrashHighestMultiplier: Story = {
  args: { window: 'crash', type: 'highestMultiplier' },
  parameters: { msw: { handlers: platform(only('crash', 'highestMultiplier'), top3) } },
};
export const ComingSoon: Story = {
  parameters: { msw: { handlers: platform(ALL.filter((s) => s.State === 'comingSoon').slice(0, 1), null) } },
};
export const Running: Story = {
  parameters: { msw: { handlers: platform(ALL.filter((s) => s.State === 'running').slice(0, 1), top3) } },
};
export const Concluded: Story = {
  parameters: { msw: { handlers: platform(ALL.filter((s) => s.State === 'concluded').slice(0, 1), top3) } },
};
export const EmptyBoard: Story = {
  parameters: { msw: { handlers: platform(ALL.filter((s) => s.State === 'running').slice(0, 1), null, true) } },
};
export const NoTournaments: Story = { parameters: { msw: { handlers: platform([], null) } } };
export const Loading: Story = { parameters: { msw: { handlers: [http.get('/api/rank/*', forever)] } } };
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('/api/rank/*', () => fail(5003, 'Rankings are under maintenance'))] } },
};
export const InThai: Story = {
  parameters: { locale: 'th', msw: { handlers: platform(only('casino', 'totalWin'), top3) } },
};
/** The events hub's tournaments section. */
export const Hub: Story = { args: { view: 'hub' }, parameters: { msw: { handlers: platform(ALL, top3) } } };

/** The event page (`#/event/{id}`). */
export const EventRunning: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(true)}>
      <EventPage eventId="1" backHref="#/ingame/action" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: platform(ALL, top3) } },
};
export const EventConcluded: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(false)}>
      <EventPage eventId="2" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: platform(ALL, null) } },
};
export const EventComingSoon: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(true)}>
      <EventPage eventId="3" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: platform(ALL, null) } },
};
