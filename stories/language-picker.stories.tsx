import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguagePicker } from '../src/features/language/language-picker';
import { StoryRoot } from './support/story-root';

const meta: Meta<typeof LanguagePicker> = {
  title: 'Elements/ingame-language',
  component: LanguagePicker,
  render: (_args, { globals }) => (
    <StoryRoot locale={globals.locale}>
      <LanguagePicker />
    </StoryRoot>
  ),
};
export default meta;
export const Picker: StoryObj<typeof LanguagePicker> = {};
