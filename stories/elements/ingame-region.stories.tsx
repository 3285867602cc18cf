import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-region>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-region', tags: ['autodocs'], ...elementMeta('ingame-region') };
export default meta;

export const Element: StoryObj = { args: { value: 'PH' } };
