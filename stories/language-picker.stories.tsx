import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguagePicker } from '../src/features/language/language-picker';
import css from '../src/features/language/language-picker.css?inline';
import { StoryRoot } from './support/story-root';
import { languageCatalog } from '../src/features/language/language.catalog';

const meta: Meta<typeof LanguagePicker> = {
  title: 'Elements/ingame-language',
  component: LanguagePicker,
  render: (_args, { globals }) => (
    <StoryRoot locale={globals.locale} styles={[css]} catalog={languageCatalog}>
      <LanguagePicker />
    </StoryRoot>
  ),
};
export default meta;
export const Picker: StoryObj<typeof LanguagePicker> = {};
