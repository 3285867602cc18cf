import type { Meta, StoryObj } from '@storybook/react-vite';
import { App } from '../src/app/app';

import { parseEntryParams } from '../src/core/entry-params';
import {
  applyEntryAtom,
  currencyDisplayAtom,
  gameSettingsAtom,
  tokenAtom,
  userApiInfoAtom,
} from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { http, ok } from './support/envelope';
import { PLATFORM } from './support/platform';
import { ROUND_GAMES } from './support/rounds';
import { storyToken } from './support/token';

const token = storyToken();

const handlers = [
  http.get('/api/marquee/:apiId/:langId', () =>
    ok([{ Id: 1, Template: { Format: 'Welcome to {0}!' }, Content: ['TaDa Gaming'], ContentColor: ['#ffd166'] }]),
  ),
  http.get('/api/game-setting/is-enable/NickNameEnable', () => ok({ IsEnable: true })),
  // The menu's unclaimed-prize badge.
  http.get('/api/prize/:langId', () => ok([])),
  http.get('/api/member/nickname', () => ok({ Nickname: 'Ace77', IsHas: true })),
  http.get('/api/guide/:apiId/:langId', () =>
    ok({
      AndroidLink: 'https://example.com/app.apk',
      WebAppUrl: 'https://example.com/webapp',
      IosSteps: [
        'Open this page in Safari.',
        'Tap the download button.',
        'Allow the profile.',
        'Open Settings.',
        'Tap "Profile Downloaded".',
        'Tap Install.',
        'Open VPN & Device Management.',
        'Trust the developer.',
        'Open the app.',
      ],
    }),
  ),
  http.get('/api/history/:game/get-history-record', () =>
    ok({
      Total: 3,
      Records: [0, 1, 2].map((i) => ({
        Type: 1 + i,
        RoundIndex: String(7300451 - i),
        LogIndex: String(i),
        Date: Date.UTC(2026, 10, 15, 12) - i * 97_000,
        GameNo: 1,
        Bet: 1000,
        Win: i ? 0 : 2500,
        PreMoney: 0,
        PostMoney: 0,
      })),
    }),
  ),
  // Everything else (the events hub: banners, tournaments, news, game entrances, support
  // contacts; the member and rewards pages) as the element stories answer it.
  ...PLATFORM,
];

const meta: Meta<typeof App> = {
  title: 'App/ingame-app shell',
  component: App,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: (_args, { globals, parameters }) => {
    // Each story starts on its own route (the app routes with the hash).
    location.hash = parameters.hash ?? '#/ingame/action';
    return (
      <StoryRoot
        locale={globals.locale}
        setup={(store) => {
          if (!parameters.anonymous) store.set(tokenAtom, token);
          // What start-up's parallel loads would have read (§4): the game list fills the
          // history's game picker.
          store.set(gameSettingsAtom, ROUND_GAMES);
          store.set(userApiInfoAtom, { Timezone: 480 } as never);
          store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
          store.set(applyEntryAtom, parseEntryParams(parameters.search ?? ''));
        }}
      >
        <App />
      </StoryRoot>
    );
  },
};
export default meta;
type Story = StoryObj<typeof App>;

/** Header, marquee, page and the 4-item menu (bottom in portrait, left in landscape). */
export const DefaultLayout: Story = {};
/** device=webapp: no prize page, and member goes to the VIP page (3 items). */
export const WebApp: Story = { parameters: { search: 'device=webapp', hash: '#/ingame/member' } };
/** gp and device=mobileapp: 2 items. */
export const TwoItemMenu: Story = { parameters: { search: 'gp=1&device=mobileapp' } };
export const HeaderOnly: Story = { parameters: { search: 'layout=headeronly' } };
export const NoMenu: Story = { parameters: { search: 'layout=nomenu' } };
/** An anonymous visitor: the header shows Guest. */
export const AnonymousHeader: Story = { parameters: { anonymous: true } };
/** §8 /error after a 9100 on a global call: code:trace to copy, and the way back. */
export const ErrorPage: Story = {
  parameters: { hash: '#/error?m=9100&trace=5f3c9a12d4e0b7aa&redirect=%2Fapp.html%23%2Fingame%2Fprize' },
};
export const NotFound: Story = { parameters: { hash: '#/ingame/nowhere' } };

/** The casual style (`#/style-casual/…`): the royale content theme, links keeping the prefix. */
export const CasualStyle: Story = { parameters: { hash: '#/style-casual/ingame/action' } };
/** Game history inside the shell (the list; opening a round loads the detail). */
export const GameHistory: Story = { parameters: { hash: '#/ingame/gamehistory/1' } };
/** Download layouts (§2): teach lists the nine iOS steps; background sits on the brand's image. */
export const DownloadTeach: Story = { parameters: { hash: '#/download/teach' } };
export const DownloadBackground: Story = { parameters: { hash: '#/download/background' } };
export const DownloadPure: Story = { parameters: { hash: '#/download/pure' } };
/** A bare wrapper: the page without header, marquee or menu. */
export const BareWrapper: Story = { parameters: { hash: '#/gift-code/7' } };
