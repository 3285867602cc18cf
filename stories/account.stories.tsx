import type { Meta, StoryObj } from '@storybook/react-vite';
import { Account } from '../src/features/account/account';
import { tokenAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fill, focusedIn, inShadow } from './support/play';
import { nicknameHandlers } from './support/platform';
import { storyToken } from './support/token';

const token = storyToken();

const meta: Meta<typeof Account> = {
  title: 'Elements/ingame-account',
  component: Account,
  render: (_args, { globals, parameters }) => (
    <StoryRoot
      locale={parameters.locale ?? globals.locale}
      setup={parameters.anonymous ? undefined : (s) => s.set(tokenAtom, token)}
    >
      <Account />
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj<typeof Account>;

export const Guest: Story = { parameters: { anonymous: true } };
export const WithNickname: Story = {
  parameters: { msw: { handlers: nicknameHandlers({ Nickname: 'Ace77', IsHas: true }) } },
};
/** No nickname yet: "Create nickname" opens the dialog (try "taken", "ab cd", or Random). */
export const CanCreate: Story = { parameters: { msw: { handlers: nicknameHandlers({ Nickname: '', IsHas: false }) } } };
/** The operator has nicknames switched off (§5, §6 GLI). */
export const NicknamesOff: Story = {
  parameters: { msw: { handlers: nicknameHandlers({ Nickname: '', IsHas: false }, false) } },
};
export const CanCreateInChinese: Story = {
  parameters: { locale: 'zh-CN', msw: { handlers: nicknameHandlers({ Nickname: '', IsHas: false }) } },
};

/** "Create nickname" opens the modal dialog with the rules and the field. */
export const NicknameDialogOpen: Story = {
  ...CanCreate,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create nickname' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Create your nickname' });
    await expect(dialog).toBeVisible();
    const field = canvas.getByLabelText('Nickname');
    await waitFor(() => expect(focusedIn(field)).toBe(field));
  },
};

/** A nickname someone else has: the platform's 2003 shows under the field; the dialog stays. */
export const NicknameTaken: Story = {
  ...CanCreate,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create nickname' }));
    fill(await canvas.findByLabelText('Nickname'), 'taken');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This nickname is already taken.');
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** A free nickname: created, the dialog says so, and the chip shows the new name. */
export const NicknameCreated: Story = {
  ...CanCreate,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create nickname' }));
    fill(await canvas.findByLabelText('Nickname'), 'Ace7');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nickname created successfully');
  },
};
