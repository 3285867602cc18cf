import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { elementMeta } from '../support/custom-element';
import { inShadow } from '../support/play';

// The real `<ingame-language>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-language', tags: ['autodocs'], ...elementMeta('ingame-language') };
export default meta;

export const Element: StoryObj = { args: {} };

/** Choosing Thai switches the element's own texts (and, on a page, every element's). */
export const SwitchToThai: StoryObj = {
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement, 'ingame-language');
    const select = await canvas.findByRole('combobox');
    await expect(canvas.getByText('Language')).toBeVisible();
    await userEvent.selectOptions(select, 'th');
    await waitFor(() => expect(canvas.queryByText('Language')).toBeNull(), { timeout: 5000 });
    await expect(select).toHaveValue('th');
  },
};
