import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Banner as BannerItem, GameEntrance, Promotion } from '../src/api/contract';
import { Banner } from '../src/features/news/banner';
import { News } from '../src/features/news/news';
import { userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { fail, forever, http, ok } from './support/envelope';

const BANNERS: BannerItem[] = [
  { Id: 1, Title: 'Welcome bonus', Image: '/demo/img/banners/welcome-tada.svg', Link: '#/action/3' },
  { Id: 2, Title: 'Jackpot week', Image: '/demo/img/banners/jackpot.svg', Link: 'https://www.tada.example/jackpot' },
  {
    Id: 3,
    Title: 'Weekend tournament (hostile link: inert)',
    Image: '/demo/img/banners/tournament.svg',
    Link: 'javascript:alert(1)',
  },
];

const promo = (
  Id: number,
  Category: 'brand' | 'games',
  State: Promotion['State'],
  Title: string,
  Image: string,
): Promotion => ({
  Id,
  Category,
  State,
  Title,
  Image,
  Summary:
    State === 'running'
      ? 'Play now and win prizes every day until the event ends.'
      : State === 'concluded'
        ? 'This promotion has ended. Thank you for playing!'
        : 'Starting soon: get ready for new prizes.',
  Content: [
    'Every bet counts toward your ranking. The top players share the prize pool.',
    'Prizes are credited within 24 hours after the event ends.',
  ],
  StartTime:
    State === 'concluded'
      ? '2020-01-01T00:00:00Z'
      : State === 'running'
        ? '2026-10-26T00:00:00Z'
        : '2098-01-01T00:00:00Z',
  EndTime:
    State === 'concluded'
      ? '2020-02-01T00:00:00Z'
      : State === 'running'
        ? '2099-01-01T00:00:00Z'
        : '2098-03-01T00:00:00Z',
});
const PROMOS: Promotion[] = [
  promo(1, 'brand', 'concluded', 'TaDa Gaming Spring Cup', '/demo/img/promos/brand-tada.svg'),
  promo(2, 'games', 'concluded', 'New Games Spring Cup', '/demo/img/promos/games.svg'),
  promo(3, 'brand', 'running', 'TaDa Gaming Festival', '/demo/img/promos/brand-tada.svg'),
  promo(4, 'games', 'running', 'New Games Festival', '/demo/img/promos/games.svg'),
  promo(5, 'brand', 'comingSoon', 'TaDa Gaming Grand Opening', '/demo/img/promos/brand-tada.svg'),
  promo(6, 'games', 'comingSoon', 'New Games Grand Opening', '/demo/img/promos/games.svg'),
];
const THAI: Promotion[] = PROMOS.map((p) => ({
  ...p,
  Title:
    p.Category === 'brand'
      ? `TaDa Gaming ${p.State === 'running' ? 'เทศกาล' : p.State === 'concluded' ? 'สปริงคัพ' : 'เปิดตัวอย่างยิ่งใหญ่'}`
      : `เกมใหม่ ${p.State === 'running' ? 'เทศกาล' : 'เปิดตัว'}`,
  Summary: 'เล่นตอนนี้และรับรางวัลทุกวันจนกว่ากิจกรรมจะสิ้นสุด',
}));
const GAMES: GameEntrance[] = [
  { GameNo: 1, Name: 'Fortune Gems', Url: '/demo/play.html?game=fortune-gems', Image: '/demo/img/games/game-1.svg' },
  { GameNo: 2, Name: 'Super Ace', Url: '/demo/play.html?game=super-ace', Image: '/demo/img/games/game-2.svg' },
  { GameNo: 29, Name: 'Crash', Url: '/demo/play.html?game=crash', Image: '/demo/img/games/game-5.svg' },
];

const newsHandlers = (list: Promotion[]) => [
  http.get('/api/action/promote-list/:apiId/:langId/:category?', () => ok(list)),
  http.get('/api/action/promote-game-list/:apiId/:langId/:actionId/:gameNo?', () => ok(GAMES)),
  http.get('/api/game-setting/switch-off-status/:apiId', () => ok({ SwitchedOff: [], GameNos: [2] })),
  http.get('/api/action/transfer/:apiId/:actionId/:langId/:gameNo?', () => fail(500, 'Transfer unavailable')),
  http.get('/api/game-setting/tada-api-id-list', () => ok([3])),
];

const meta: Meta = {
  title: 'Elements/ingame-banner and ingame-news',
  render: (_args, { globals, parameters }) => (
    <StoryRoot
      locale={parameters.locale ?? globals.locale}
      apiId={parameters.apiId ?? 3}
      setup={(s) =>
        s.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: parameters.operatorType ?? 'STANDARD' })
      }
    >
      {parameters.element === 'news' ? <News tab={parameters.tab} /> : <Banner interval={4000} />}
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj;

/** The carousel: swipe, arrow keys, dots; autoplay pauses on hover and focus (never under reduced motion). */
export const Banners: Story = {
  parameters: { msw: { handlers: [http.get('/api/banner/:apiId/:langId', () => ok(BANNERS))] } },
};

/** Reserved aspect ratio while loading: no layout shift. */
export const BannersLoading: Story = {
  parameters: { msw: { handlers: [http.get('/api/banner/:apiId/:langId', forever)] } },
};

/** A picture missing in every language falls back to the blank pixel (never a broken icon). */
export const BrokenImage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/banner/:apiId/:langId', () =>
          ok([{ ...BANNERS[0]!, Image: '/demo/img/banners/missing.svg' }, BANNERS[1]]),
        ),
      ],
    },
  },
};

/** zh-CN: the localized picture where there is one, en-US otherwise. */
export const BannersChinese: Story = {
  parameters: { locale: 'zh-CN', msw: { handlers: [http.get('/api/banner/:apiId/:langId', () => ok(BANNERS))] } },
};

/** §6: a ROAR operator has no banner: nothing at all, no call, no error. */
export const GatedOperator: Story = {
  parameters: {
    apiId: 130,
    operatorType: 'ROAR',
    msw: { handlers: [http.get('/api/banner/:apiId/:langId', () => ok(BANNERS))] },
  },
};

export const BannersError: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/banner/:apiId/:langId', () => fail(1234, 'Banner service unavailable'))] },
  },
};

/** All News: running first, then coming soon, then concluded. */
export const NewsAll: Story = { parameters: { element: 'news', msw: { handlers: newsHandlers(PROMOS) } } };

export const NewsBrand: Story = {
  parameters: { element: 'news', tab: 'brand', msw: { handlers: newsHandlers(PROMOS) } },
};

/** Latest Games News: a running promotion's games; Super Ace is switched off (under maintenance). */
export const NewsLatestGames: Story = {
  parameters: { element: 'news', tab: 'games', msw: { handlers: newsHandlers(PROMOS) } },
};

export const NewsEmpty: Story = { parameters: { element: 'news', msw: { handlers: newsHandlers([]) } } };

export const NewsLoading: Story = {
  parameters: {
    element: 'news',
    msw: { handlers: [http.get('/api/action/promote-list/:apiId/:langId/:category?', forever)] },
  },
};

export const NewsError: Story = {
  parameters: {
    element: 'news',
    msw: {
      handlers: [
        http.get('/api/action/promote-list/:apiId/:langId/:category?', () => fail(5003, 'News service resting')),
      ],
    },
  },
};

export const NewsThai: Story = { parameters: { element: 'news', locale: 'th', msw: { handlers: newsHandlers(THAI) } } };
