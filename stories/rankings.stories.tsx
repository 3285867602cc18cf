import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventPage } from '../src/features/rankings/event-page';
import { Rankings } from '../src/features/rankings/rankings';
import type { RankingType, RankingWindow } from '../src/api/contract';
import { currencyDisplayAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { fail, forever, http } from './support/envelope';
import { ALL, rankingsPlatform, top3 } from './support/rankings-platform';
import { storyToken } from './support/token';

const token = storyToken({ UNIT: 100, CNO: 1, CSYMBOL: '₱' });

type Store = Parameters<NonNullable<Parameters<typeof StoryRoot>[0]['setup']>>[0];
const setup = (signedIn: boolean) => (store: Store) => {
  if (signedIn) store.set(tokenAtom, token);
  store.set(userApiInfoAtom, { Timezone: 480 } as never);
  store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
};

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
export const AllPlayerInTop3: Story = { parameters: { msw: { handlers: rankingsPlatform(ALL, top3) } } };
export const PlayerRanked250th: Story = {
  args: { type: 'totalWin', window: 'casino' },
  parameters: { msw: { handlers: rankingsPlatform(only('casino', 'totalWin'), ranked250) } },
};
export const PlayerNotRanked: Story = {
  args: { type: 'totalBet', window: 'casino' },
  parameters: { msw: { handlers: rankingsPlatform(only('casino', 'totalBet'), null) } },
};
export const Anonymous: Story = { parameters: { anonymous: true, msw: { handlers: rankingsPlatform(ALL, top3) } } };
export const CasinoTotalWin: Story = {
  args: { window: 'casino', type: 'totalWin' },
  parameters: { msw: { handlers: rankingsPlatform(only('casino', 'totalWin'), top3) } },
};
export const CasinoTotalBet: Story = {
  args: { window: 'casino', type: 'totalBet' },
  parameters: { msw: { handlers: rankingsPlatform(only('casino', 'totalBet'), top3) } },
};
export const CasinoHighestMultiplier: Story = {
  args: { window: 'casino', type: 'highestMultiplier' },
  parameters: { msw: { handlers: rankingsPlatform(only('casino', 'highestMultiplier'), top3) } },
};
export const CrashTotalWin: Story = {
  args: { window: 'crash', type: 'totalWin' },
  parameters: { msw: { handlers: rankingsPlatform(only('crash', 'totalWin'), top3) } },
};
export const CrashTotalBet: Story = {
  args: { window: 'crash', type: 'totalBet' },
  parameters: { msw: { handlers: rankingsPlatform(only('crash', 'totalBet'), top3) } },
};
export const CrashHighestMultiplier: Story = {
  args: { window: 'crash', type: 'highestMultiplier' },
  parameters: { msw: { handlers: rankingsPlatform(only('crash', 'highestMultiplier'), top3) } },
};
export const ComingSoon: Story = {
  parameters: { msw: { handlers: rankingsPlatform(ALL.filter((s) => s.State === 'comingSoon').slice(0, 1), null) } },
};
export const Running: Story = {
  parameters: { msw: { handlers: rankingsPlatform(ALL.filter((s) => s.State === 'running').slice(0, 1), top3) } },
};
export const Concluded: Story = {
  parameters: { msw: { handlers: rankingsPlatform(ALL.filter((s) => s.State === 'concluded').slice(0, 1), top3) } },
};
export const EmptyBoard: Story = {
  parameters: { msw: { handlers: rankingsPlatform(ALL.filter((s) => s.State === 'running').slice(0, 1), null, true) } },
};
export const NoTournaments: Story = { parameters: { msw: { handlers: rankingsPlatform([], null) } } };
export const Loading: Story = { parameters: { msw: { handlers: [http.get('/api/rank/*', forever)] } } };
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('/api/rank/*', () => fail(5003, 'Rankings are under maintenance'))] } },
};
export const InThai: Story = {
  parameters: { locale: 'th', msw: { handlers: rankingsPlatform(only('casino', 'totalWin'), top3) } },
};
/** The events hub's tournaments section. */
export const Hub: Story = { args: { view: 'hub' }, parameters: { msw: { handlers: rankingsPlatform(ALL, top3) } } };

/** The event page (`#/event/{id}`). */
export const EventRunning: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(true)}>
      <EventPage eventId="1" backHref="#/ingame/action" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: rankingsPlatform(ALL, top3) } },
};
export const EventConcluded: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(false)}>
      <EventPage eventId="2" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: rankingsPlatform(ALL, null) } },
};
export const EventComingSoon: Story = {
  render: (_a, { globals }) => (
    <StoryRoot locale={globals.locale} setup={setup(true)}>
      <EventPage eventId="3" />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: rankingsPlatform(ALL, null) } },
};
