import type { Meta, StoryObj } from '@storybook/react-vite';
import { ANDROID_STEPS, IOS_STEPS, type InstallGuide } from '../src/api/contract';
import { LOCALES } from '../src/i18n/locales';
import { Install } from '../src/features/install/install';
import { Region } from '../src/features/region/region';
import { IntroPage } from '../src/features/intro/intro';
import { gameSettingsAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { expect, userEvent } from 'storybook/test';
import { fail, forever, http, ok } from './support/envelope';
import { inShadow } from './support/play';

const GUIDE: InstallGuide = {
  AndroidLink: 'https://download.example/tada/app.apk',
  WebAppUrl: 'https://www.tada.example/',
  Expired: false,
  IosSteps: [...IOS_STEPS],
  AndroidSteps: [...ANDROID_STEPS],
};
const guide = (data: InstallGuide) => http.get('/api/guide/:apiId/:langId', () => ok(data));

const meta: Meta<typeof Install> = {
  title: 'Elements/ingame-install',
  component: Install,
  render: (args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale}>
      <Install {...args} />
    </StoryRoot>
  ),
  args: { platform: 'desktop', url: 'https://lobby.example/download.html?app=myr10' },
  parameters: { msw: { handlers: [guide(GUIDE)] } },
};
export default meta;
type Story = StoryObj<typeof Install>;

/** Desktop: the QR code of the page's own URL, and both sets of steps. */
export const Desktop: Story = {};
/** iPhone in Safari: the nine steps with "trust the app", and the web-app link. */
export const IPhone: Story = { args: { platform: 'ios' } };
export const Android: Story = { args: { platform: 'android' } };
/** The download of the APK fails (§4): "Resource download fail." and the direct link. Press the button. */
export const AndroidDownloadFailed: Story = {
  args: { platform: 'android' },
  parameters: {
    msw: { handlers: [guide(GUIDE), http.get('https://download.example/tada/app.apk', () => fail(404, 'gone'))] },
  },
};
/** The operator withdrew its link (§8 "no longer available"). */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: [guide({ ...GUIDE, Expired: true, AndroidLink: '', WebAppUrl: '' })] } },
};
export const Loading: Story = { parameters: { msw: { handlers: [http.get('/api/guide/:apiId/:langId', forever)] } } };
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('/api/guide/:apiId/:langId', () => fail(5003, 'Maintenance'))] } },
};
export const IPhoneInThai: Story = { args: { platform: 'ios' }, parameters: { locale: 'th' } };

/** <ingame-region>: every region named in each locale (pick the locale in the toolbar, or these). */
export const RegionPicker: StoryObj<typeof Region> = {
  render: (_args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale}>
      <Region />
    </StoryRoot>
  ),
};
export const RegionInEveryLocale: StoryObj<typeof Region> = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {LOCALES.map((locale) => (
        <StoryRoot key={locale} locale={locale}>
          <Region value="TH" />
        </StoryRoot>
      ))}
    </div>
  ),
};

const games = [
  { No: 1, Id: 'royal-fishing', Name: 'Royal Fishing', Family: 'fishing' as const },
  { No: 2, Id: 'super-ace', Name: 'Super Ace', Family: 'slot' as const },
];
const intro = (gameId: string, rtp: string) => ({
  render: (_args: unknown, { globals }: { globals: { locale?: string } }) => (
    <StoryRoot locale={globals.locale} setup={(store) => store.set(gameSettingsAtom, games)}>
      <IntroPage gameId={gameId} />
    </StoryRoot>
  ),
  parameters: { msw: { handlers: [http.get('/api/game-setting/rtp/:apiId/:gameNo', () => ok({ Rtp: rtp }))] } },
});
/** Intro of game 1: §3 introBullet, with the RTP the operator shows. */
export const IntroWithBulletsAndRtp = intro('1', '97.00');
/** Intro of game 2: rules as paragraphs, RTP not shown ("0"). */
export const IntroWithoutBulletsOrRtp = intro('2', '0');

/** The search narrows the list; choosing a region selects it. */
export const RegionSearch: StoryObj<typeof Region> = {
  ...RegionPicker,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search countries and regions' }), 'Thai');
    const select = canvas.getByLabelText('Country or region');
    await expect(canvas.getAllByRole('option').some((o) => o.textContent === 'Thailand')).toBe(true);
    await userEvent.selectOptions(select, 'TH');
    await expect(select).toHaveValue('TH');
  },
};
