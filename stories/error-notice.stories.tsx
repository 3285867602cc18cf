import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorNotice } from '../src/ui/error-notice';
import { StoryRoot } from './support/story-root';

const meta: Meta<typeof ErrorNotice> = {
  title: 'UI/Error widget (§8)',
  component: ErrorNotice,
  render: (args, { globals }) => (
    <StoryRoot locale={globals.locale}>
      <ErrorNotice {...args} />
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj<typeof ErrorNotice>;

/** No code: the default message RequestError and no copy button. */
export const Default: Story = { args: {} };
export const WithCodeAndTrace: Story = {
  args: { code: 9100, message: 'Your session has expired.', trace: '5f3c9a12d4e0b7aa' },
};
/** The popover form shows only when a code exists. */
export const Compact: Story = { args: { code: 500, message: 'Internal error', trace: 'abc123', compact: true } };
export const ServerTextWithMarkup: Story = {
  args: { code: 1, message: '<img src=x onerror=alert(1)> $& stays text', trace: 't' },
};
