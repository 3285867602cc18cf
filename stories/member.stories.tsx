import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Level } from '../src/features/member/level';
import { Vip } from '../src/features/member/vip';
import { entryAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { expect, userEvent } from 'storybook/test';
import { inShadow } from './support/play';
import { StoryRoot } from './support/story-root';
import { chest, handlers, holiday, setting, signIn, status, tokenFor } from './support/member-platform';

type Params = { locale?: string; anonymous?: boolean; apiId?: number; device?: 'mobileapp' };
const root =
  (children: ReactNode) =>
  (_args: unknown, { globals, parameters }: { globals: { locale?: string }; parameters: Params }) => {
    const apiId = parameters.apiId ?? 3;
    return (
      <StoryRoot
        locale={parameters.locale ?? globals.locale}
        apiId={apiId}
        setup={
          parameters.anonymous
            ? undefined
            : (store) => {
                store.set(tokenAtom, tokenFor(apiId));
                store.set(userApiInfoAtom, {
                  Timezone: 480,
                  WebId: apiId === 202 ? 'jilistar' : 'tada',
                  OperatorType: 'STANDARD',
                } as never);
                if (parameters.device)
                  store.set(entryAtom, { device: parameters.device, gameId: null, sac: null, zoomStyle: null });
              }
        }
      >
        {children}
      </StoryRoot>
    );
  };

const meta: Meta<typeof Vip> = { title: 'Elements/ingame-vip and ingame-level', component: Vip, render: root(<Vip />) };
export default meta;
type Story = StoryObj<typeof Vip>;

/** Tier 4, mid-way to tier 5; sign-in available, chest ready, missions. */
export const VipMidway: Story = { parameters: { msw: { handlers: handlers() } } };
/** Tier 0 with 0 EXP this month (the 1st of the month), reading B of the reset rules. */
export const VipTierZero: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(0, 0, 'B'), setting: setting('B') }) } },
};
/** Just below the next tier. */
export const VipJustBelow: Story = { parameters: { msw: { handlers: handlers({ vip: status(3, 159_999) }) } } };
/** The premium tier: full bar, holiday gift draw available. */
export const VipPremium: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(9, 1_020_000), holiday: holiday(true) }) } },
};
/** Premium tier, holiday gift already drawn. */
export const VipHolidayDrawn: Story = {
  parameters: { msw: { handlers: handlers({ vip: status(9, 1_020_000), holiday: holiday(true, true) }) } },
};
/** Signed in today; the chest already opened. */
export const VipSignedAndOpened: Story = {
  parameters: { msw: { handlers: handlers({ signIn: signIn(true), chest: chest('opened') }) } },
};
/** No chest this week (last week's bets too low), no missions. */
export const VipChestLocked: Story = {
  parameters: { msw: { handlers: handlers({ chest: chest('none'), missions: [] }) } },
};
/** The operator has no VIP programme (1005; JILI Star is gated the same way, −1). */
export const VipNotConfigured: Story = { parameters: { msw: { handlers: handlers({ setting: 'none' }) } } };
export const VipJiliStar: Story = { parameters: { apiId: 202, msw: { handlers: handlers() } } };
/** Any other failure: the §8 widget with code:trace and a retry. */
export const VipError: Story = { parameters: { msw: { handlers: handlers({ setting: 'error' }) } } };
export const VipLoading: Story = { parameters: { msw: { handlers: handlers({ setting: 'loading' }) } } };
export const VipAnonymous: Story = { parameters: { anonymous: true } };
/** device=mobileapp: the compact app-style variant. */
export const VipAppStyle: Story = { parameters: { device: 'mobileapp', msw: { handlers: handlers() } } };
export const VipThai: Story = { parameters: { locale: 'th', msw: { handlers: handlers() } } };
export const VipChinese: Story = { parameters: { locale: 'zh-CN', msw: { handlers: handlers() } } };

/** <ingame-level>: LV, EXP, rules and the LV ranking with the player's place outside the top. */
export const Level23: Story = { render: root(<Level />), parameters: { msw: { handlers: handlers() } } };
export const LevelResetB: Story = {
  render: root(<Level />),
  parameters: { msw: { handlers: handlers({ vip: status(2, 50_000, 'B') }) } },
};
export const LevelThai: Story = {
  render: root(<Level />),
  parameters: { locale: 'th', msw: { handlers: handlers() } },
};

/** Today's sign-in: the button signs in once and then says so. */
export const VipSignIn: Story = {
  ...VipMidway,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in today' }));
    await expect(await canvas.findByRole('button', { name: 'Signed in today' })).toBeDisabled();
  },
};
