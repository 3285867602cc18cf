import type { Meta, StoryObj } from '@storybook/react-vite';
import { Backpack } from '../src/features/rewards/backpack';
import { GiftCode } from '../src/features/rewards/gift-code';
import { Prize } from '../src/features/rewards/prize';
import { emailDraftsAtom } from '../src/features/rewards/rewards.api';
import { CODES, type GiftCodeEvent, type ItemCard, type PrizeRecord } from '../src/api/contract';
import { currencyDisplayAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { expect, userEvent } from 'storybook/test';
import { fail, forever, http, HttpResponse, ok } from './support/envelope';
import { fill, inShadow } from './support/play';
import { storyToken } from './support/token';

const token = (apiId = 3, webId = 'tada') =>
  storyToken({ APIID: apiId, WebId: webId, UNIT: 100, CNO: 1, CSYMBOL: '₱' });

type Store = Parameters<NonNullable<Parameters<typeof StoryRoot>[0]['setup']>>[0];
const signedIn = (apiId?: number, webId?: string) => (store: Store) => {
  store.set(tokenAtom, token(apiId, webId));
  store.set(userApiInfoAtom, { Timezone: 480 } as never);
  store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
  store.set(emailDraftsAtom, { 1: 'player@example.com' });
};

const HOUR = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const card = (
  Id: number,
  Kind: ItemCard['Kind'],
  Variant: string | null,
  CardNo: string | null,
  expiresIn = 5 * 24 * HOUR,
): ItemCard => ({
  Id,
  Kind,
  Variant,
  CardNo,
  Name: '',
  GameNo: 6,
  GameName: 'Royal Fishing',
  ExpiryDate: at(expiresIn),
  Info: '',
  BetAmount: 1000,
  BalanceLimit: 100000,
});
/** Every §3 kind and tier; two close to expiry; ids of every §6 image. */
const EVERY_CARD: ItemCard[] = [
  card(1001, 'fish', null, '1006101', 20 * 60_000),
  card(1003, 'fish', null, '1006202', 3 * HOUR),
  card(1002, 'fish', null, '1006303'),
  card(10001, 'fish', null, '1006404'),
  card(691, 'fish', null, '1192505'),
  card(500, 'frozen', null, null),
  card(10500, 'bonusPrize', null, null),
  ...['yeti', 'rabbit', 'dragonBoat', 'penguin', 'xmas', 'newYear'].map((v, i) => card(700 + i, 'summon', v, null)),
  ...['bronze', 'silver', 'gold'].map((v, i) => card(800 + i, 'drill', v, null)),
];
const PRIZES: PrizeRecord[] = [
  {
    Id: 1,
    Name: 'Daily sign-in reward',
    Amount: 5000,
    Time: at(-2 * HOUR),
    State: 'pending',
    ClaimBy: at(3 * 24 * HOUR),
    Claimable: true,
  },
  {
    Id: 2,
    Name: 'Ranking prize',
    Amount: 120000,
    Time: at(-26 * HOUR),
    State: 'pending',
    ClaimBy: at(2 * HOUR),
    Claimable: true,
  },
  {
    Id: 3,
    Name: 'Event prize',
    Amount: 30000,
    Time: at(-3 * 24 * HOUR),
    State: 'claimed',
    ClaimBy: null,
    Claimable: false,
  },
  {
    Id: 4,
    Name: 'Holiday gift',
    Amount: 8800,
    Time: at(-6 * 24 * HOUR),
    State: 'expired',
    ClaimBy: null,
    Claimable: false,
  },
];
const EVENT: GiftCodeEvent = {
  EventId: 1,
  Name: 'Welcome gift code',
  State: 'running',
  StartTime: at(-30 * 24 * HOUR),
  EndTime: at(60 * 24 * HOUR),
  Remaining: 4210,
  Total: 5000,
  DailyLimit: 200,
  TemplateId: 'tpl-welcome',
  AwsConfigSetName: 'ingame-mail',
};

const backpack = (cards: ItemCard[]) => http.get('/api/backpack/:langId', () => ok(cards));
const prizes = (list: PrizeRecord[]) => [
  http.get('/api/prize/:langId', () => ok(list)),
  http.post('/api/prize/claim/:id', ({ params }) =>
    ok({ ...list.find((p) => p.Id === Number(params.id))!, State: 'claimed', Claimable: false, ClaimBy: null }),
  ),
];
const giftEvent = (over: Partial<GiftCodeEvent> = {}) =>
  http.get('/api/giftcode/get/:eventId', () => ok({ ...EVENT, ...over }));
/** The send answers `code` (0: sent); press "Send gift code" to see the outcome. */
const sendAnswers = (code: number, message = '', data: unknown = null) =>
  http.post('/api/giftcode/send-email/:eventId', () =>
    code === 0
      ? ok({ Sent: true })
      : HttpResponse.json({ Code: code, Data: data, Message: message }, { headers: { 'x-trace': '5f3c9a12d4e0b7aa' } }),
  );

const meta: Meta = {
  title: 'Elements/rewards',
  render: (_args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale} setup={signedIn(parameters.apiId, parameters.webId)}>
      {parameters.element === 'prize' ? (
        <Prize />
      ) : parameters.element === 'gift' ? (
        <GiftCode eventId="1" />
      ) : (
        <Backpack />
      )}
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj;

// ─── <ingame-backpack> ───
/** Every card kind and tier of §3; the first two expire within hours. */
export const BackpackEveryCard: Story = { parameters: { msw: { handlers: [backpack(EVERY_CARD)] } } };
export const BackpackExpiringSoon: Story = {
  parameters: {
    msw: {
      handlers: [
        backpack([card(1001, 'fish', null, '1006101', 25 * 60_000), card(500, 'frozen', null, null, 50 * 60_000)]),
      ],
    },
  },
};
export const BackpackEmpty: Story = { parameters: { msw: { handlers: [backpack([])] } } };
/** JILI Star: no backpack (§5 gate), no request made. */
export const BackpackGated: Story = {
  parameters: { apiId: 202, webId: 'jilistar', msw: { handlers: [backpack(EVERY_CARD)] } },
};
export const BackpackLoading: Story = {
  parameters: { msw: { handlers: [http.get('/api/backpack/:langId', forever)] } },
};
export const BackpackFailed: Story = {
  parameters: { msw: { handlers: [http.get('/api/backpack/:langId', () => fail(5003, 'Backpack is resting'))] } },
};
export const BackpackInThai: Story = { parameters: { locale: 'th', msw: { handlers: [backpack(EVERY_CARD)] } } };
export const BackpackInJapanese: Story = { parameters: { locale: 'ja', msw: { handlers: [backpack(EVERY_CARD)] } } };

// ─── <ingame-prize> ───
export const RewardsEveryState: Story = { parameters: { element: 'prize', msw: { handlers: prizes(PRIZES) } } };
export const RewardsEmpty: Story = { parameters: { element: 'prize', msw: { handlers: prizes([]) } } };
export const RewardsFailed: Story = {
  parameters: {
    element: 'prize',
    msw: { handlers: [http.get('/api/prize/:langId', () => fail(5003, 'Rewards are resting'))] },
  },
};
export const RewardsInThai: Story = {
  parameters: { element: 'prize', locale: 'th', msw: { handlers: prizes(PRIZES) } },
};
export const RewardsInJapanese: Story = {
  parameters: { element: 'prize', locale: 'ja', msw: { handlers: prizes(PRIZES) } },
};

// ─── <ingame-gift-code>: the e-mail is typed; press "Send gift code" to see each outcome ───
const gift = (send: ReturnType<typeof sendAnswers>, over: Partial<GiftCodeEvent> = {}, locale?: string): Story => ({
  parameters: { element: 'gift', locale, msw: { handlers: [giftEvent(over), send] } },
});
export const GiftSent: Story = gift(sendAnswers(0));
export const GiftEmailClaimed: Story = gift(sendAnswers(CODES.GIFTCODE_EMAIL_CLAIMED));
export const GiftPlayerClaimed: Story = gift(sendAnswers(CODES.GIFTCODE_PLAYER_CLAIMED));
export const GiftDailyLimit: Story = gift(sendAnswers(CODES.GIFTCODE_DAILY_LIMIT));
export const GiftTooFrequent: Story = gift(
  sendAnswers(CODES.GIFTCODE_TOO_FREQUENT, 'The operation is too frequent, please try again later', { RetryAfter: 30 }),
);
export const GiftFullyClaimedOnSend: Story = gift(sendAnswers(CODES.GIFTCODE_FULLY_CLAIMED));
export const GiftBadEmailFromPlatform: Story = gift(sendAnswers(CODES.GIFTCODE_EMAIL_INVALID));
export const GiftServerError: Story = gift(
  http.post('/api/giftcode/send-email/:eventId', () => fail(5000, 'Internal error')),
);
export const GiftNetworkDown: Story = gift(http.post('/api/giftcode/send-email/:eventId', () => HttpResponse.error()));
/** The event's own state, shown at once. */
export const GiftFullyClaimed: Story = gift(sendAnswers(0), { Remaining: 0 });
export const GiftConcluded: Story = gift(sendAnswers(0), { State: 'concluded', EndTime: at(-24 * HOUR) });
export const GiftComingSoon: Story = gift(sendAnswers(0), { State: 'comingSoon', StartTime: at(5 * 24 * HOUR) });
export const GiftInThai: Story = gift(sendAnswers(CODES.GIFTCODE_DAILY_LIMIT), {}, 'th');
export const GiftInJapanese: Story = gift(sendAnswers(0), {}, 'ja');

/** The e-mail form: an address typed and sent, the outcome announced as a status. */
export const GiftSendEmail: Story = {
  ...GiftSent,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    const field = await canvas.findByLabelText(/E-mail address/);
    fill(field, '');
    await userEvent.click(canvas.getByRole('button', { name: 'Send gift code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter your e-mail address.');
    fill(field, 'player@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send gift code' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
