import type { Meta, StoryObj } from '@storybook/react-vite';
import { sha256 } from 'js-sha256';
import { Fairness } from '../src/features/fairness/fairness';
import type { FairnessRound, GameInfo, HistoryRecord } from '../src/api/contract';
import { gameSettingsAtom, tokenAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http, ok } from './support/envelope';
import { inShadow } from './support/play';
import { storyToken } from './support/token';

// An unsigned token is enough for the client to know who is signed in (the stories' msw answers).
const token = storyToken();
const games: GameInfo[] = [
  { No: 30, Id: 'limbo', Name: 'Limbo', Family: 'limbo' },
  { No: 31, Id: 'mines', Name: 'Mines', Family: 'mines' },
];
const history: HistoryRecord[] = [1, 2, 3].map((i) => ({
  Type: 1,
  RoundIndex: `4200000${i}`,
  LogIndex: `L${i}`,
  Date: Date.UTC(2026, 10, 15, 12, i),
  GameNo: 31,
  Bet: 1000,
  Win: 0,
  PreMoney: 0,
  PostMoney: 0,
}));
const mines = (patch: Partial<FairnessRound>): FairnessRound => ({
  RoundIndex: '42000001',
  Game: 'mines',
  Hash: 'SHA256',
  ServerSeed: 'server seed',
  ServerSeedHash: sha256('server seed'),
  ClientSeed: 'client seed',
  Nonce: 1,
  Options: { mines: 3 },
  Result: 3,
  ...patch,
});

const signedIn = (store: Parameters<NonNullable<Parameters<typeof StoryRoot>[0]['setup']>>[0]) => {
  store.set(tokenAtom, token);
  store.set(gameSettingsAtom, games);
};

const meta: Meta<typeof Fairness> = {
  title: 'Elements/ingame-fairness',
  component: Fairness,
  render: (args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale} setup={parameters.signedIn ? signedIn : undefined}>
      <Fairness {...args} />
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj<typeof Fairness>;

/** An anonymous visitor pastes seeds; nothing is sent anywhere. */
export const PasteSeeds: Story = {};

const roundHandlers = (round: FairnessRound) => [
  http.get('/api/history/:game/get-history-record', () => ok({ Total: history.length, Records: history })),
  http.get('/api/fairness/steps', () => ok(round)),
];

/** A signed-in player's round, loaded from the platform and verified locally: the commitment passes. */
export const VerifiedRound: Story = {
  args: { game: 31, round: '42000001' },
  parameters: { signedIn: true, msw: { handlers: roundHandlers(mines({})) } },
};

/** The platform's commitment does not match the revealed seed: the screen says so plainly. */
export const CommitmentFails: Story = {
  args: { game: 31, round: '42000001' },
  parameters: { signedIn: true, msw: { handlers: roundHandlers(mines({ ServerSeedHash: sha256('another seed') })) } },
};

/** The newest rounds' seed is still in use: only its hash is shown. */
export const NotRevealedYet: Story = {
  args: { game: 31, round: '42000001' },
  parameters: { signedIn: true, msw: { handlers: roundHandlers(mines({ ServerSeed: null })) } },
};

export const VerifiedInThai: Story = { ...VerifiedRound, parameters: { ...VerifiedRound.parameters, locale: 'th' } };

/** Verify: the revealed seed hashes to the commitment, and the result is shown. */
export const VerifyPasses: Story = {
  ...VerifiedRound,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    // The round loads from the platform first, and fills the form.
    await waitFor(() => expect(canvas.getByLabelText('Server seed (revealed)')).toHaveValue('server seed'), {
      timeout: 5000,
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(/The server seed matches the hash shown before the round/)).toBeVisible();
  },
};

/** Verify with a commitment that does not match: the failure is said plainly. */
export const VerifyFails: Story = {
  ...CommitmentFails,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    // The round loads from the platform first, and fills the form.
    await waitFor(() => expect(canvas.getByLabelText('Server seed (revealed)')).toHaveValue('server seed'), {
      timeout: 5000,
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(/does NOT match the hash shown before the round/)).toBeVisible();
  },
};
