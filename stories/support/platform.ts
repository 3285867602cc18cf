/**
 * The platform as msw answers it for the custom-element stories: start-up's loads (§4) and one
 * ordinary answer for each element's calls. Component stories set their own per state.
 */
import {
  ANDROID_STEPS,
  IOS_STEPS,
  type Banner,
  type GameEntrance,
  type GiftCodeEvent,
  type MarqueeItem,
  type PrizeRecord,
  type Promotion,
} from '../../src/api/contract';
import { fail, http, ok } from './envelope';
import { handlers as memberHandlers, tokenFor } from './member-platform';
import { ALL, rankingsPlatform, top3 } from './rankings-platform';
import { ROUND_GAMES } from './rounds';

/** A signed-in player of operator 3 (unsigned: the stories' platform does not check it). */
export const PLAYER_TOKEN = tokenFor(3);

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const MARQUEE: MarqueeItem[] = [
  {
    Id: 1,
    Template: { Format: 'Congratulations {0} on winning {1} in {2}!' },
    Content: ['Ace***77', '₱ 12,500.00', 'Fortune Gems'],
    ContentColor: ['#ffd166', '#06d6a0', '#4cc9f0'],
  },
  { Id: 2, Template: { Format: 'Weekly sign-in rewards reset every Tuesday 12:00.' }, Content: [], ContentColor: [] },
];
const BANNERS: Banner[] = [
  { Id: 1, Title: 'Welcome bonus', Image: '/demo/img/banners/welcome-tada.svg', Link: '#/action/3' },
  { Id: 2, Title: 'Jackpot week', Image: '/demo/img/banners/jackpot.svg', Link: 'https://www.tada.example/jackpot' },
];
const PROMOS: Promotion[] = [
  {
    Id: 3,
    Category: 'brand',
    State: 'running',
    Title: 'TaDa Gaming Festival',
    Image: '/demo/img/promos/brand-tada.svg',
    Summary: 'Play now and win prizes every day until the event ends.',
    Content: ['Every bet counts toward your ranking.'],
    StartTime: at(-10 * DAY),
    EndTime: at(20 * DAY),
  },
];
const ENTRANCES: GameEntrance[] = [
  { GameNo: 1, Name: 'Fortune Gems', Url: '/demo/play.html?game=fortune-gems', Image: '/demo/img/games/game-1.svg' },
];
const PRIZES: PrizeRecord[] = [
  {
    Id: 1,
    Name: 'Daily sign-in reward',
    Amount: 5000,
    Time: at(-DAY / 12),
    State: 'pending',
    ClaimBy: at(3 * DAY),
    Claimable: true,
  },
];
const GIFT_EVENT: GiftCodeEvent = {
  EventId: 1,
  Name: 'Welcome gift code',
  State: 'running',
  StartTime: at(-30 * DAY),
  EndTime: at(60 * DAY),
  Remaining: 4210,
  Total: 5000,
  DailyLimit: 200,
  TemplateId: 'tpl-welcome',
  AwsConfigSetName: 'ingame-mail',
};

/** The nickname calls: the player's current one, a random suggestion, and "taken" refused (2003). */
export const nicknameHandlers = (nickname: { Nickname: string; IsHas: boolean }, enabled = true) => [
  http.get('/api/game-setting/is-enable/NickNameEnable', () => ok({ IsEnable: enabled })),
  http.get('/api/member/nickname', () => ok(nickname)),
  http.get('/api/member/random-nickname/:lang', () => ok({ Nickname: 'Lucky7' })),
  http.put('/api/member/nickname', async ({ request }) => {
    const body = (await request.json()) as { Nickname: string };
    return body.Nickname.toLowerCase() === 'taken'
      ? fail(2003, 'This nickname is already taken.')
      : ok({ Nickname: body.Nickname, IsHas: true });
  }),
];

export const PLATFORM = [
  // Start-up (§4).
  http.get('/api/game-setting/user-api-info/:apiId', () =>
    ok({ Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD' }),
  ),
  http.get('/api/game-setting/game-info-list', () => ok(ROUND_GAMES)),
  http.get('/api/game-group', () => ok([{ GroupId: 1, Name: 'Slots', GameNos: [1, 2] }])),
  http.get('/api/currency-display', () => ok([{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }])),
  http.get('/api/currency-display/customize', () => ok([])),
  // The elements.
  http.get('/api/marquee/:apiId/:langId', () => ok(MARQUEE)),
  ...nicknameHandlers({ Nickname: '', IsHas: false }),
  http.get('/api/history/:game/get-history-record', ({ params }) =>
    ok({
      Total: 3,
      Records: [0, 1, 2].map((i) => ({
        Type: 1,
        RoundIndex: String(7300451 - i),
        LogIndex: String(i),
        Date: Date.UTC(2026, 10, 15, 12) - i * 97_000,
        GameNo: Number(params.game),
        Bet: 1000,
        Win: i ? 0 : 2500,
        PreMoney: 500000,
        PostMoney: 501500,
      })),
    }),
  ),
  http.get('/api/guide/:apiId/:langId', () =>
    ok({
      AndroidLink: 'https://download.example/tada/app.apk',
      WebAppUrl: 'https://www.tada.example/',
      Expired: false,
      IosSteps: [...IOS_STEPS],
      AndroidSteps: [...ANDROID_STEPS],
    }),
  ),
  http.get('/api/banner/:apiId/:langId', () => ok(BANNERS)),
  http.get('/api/action/promote-list/:apiId/:langId/:category?', () => ok(PROMOS)),
  http.get('/api/action/promote-game-list/:apiId/:langId/:actionId/:gameNo?', () => ok(ENTRANCES)),
  http.get('/api/game-setting/switch-off-status/:apiId', () => ok({ SwitchedOff: [], GameNos: [] })),
  http.get('/api/game-setting/tada-api-id-list', () => ok([3])),
  http.get('/api/prize/:langId', () => ok(PRIZES)),
  http.post('/api/prize/claim/:id', () => ok({ ...PRIZES[0]!, State: 'claimed', Claimable: false, ClaimBy: null })),
  http.get('/api/backpack/:langId', () => ok([])),
  http.get('/api/giftcode/get/:eventId', () => ok(GIFT_EVENT)),
  http.post('/api/giftcode/send-email/:eventId', () => ok({ Sent: true })),
  http.get('/api/game-entrance/:apiId', () => ok(ENTRANCES)),
  http.get('/api/game-setting/agent-info/:apiId', () =>
    ok({
      Messengers: [
        { Type: 'telegram', Data: 'https://t.me/tada_support' },
        { Type: 'whatsapp' },
        { Type: 'email', Data: 'support@tada.example' },
      ],
    }),
  ),
  // The tournaments: the running ones of every window and type, the player 2nd, and the events.
  ...rankingsPlatform(
    ALL.filter((s) => s.State !== 'concluded'),
    top3,
  ),
  ...memberHandlers(),
];
