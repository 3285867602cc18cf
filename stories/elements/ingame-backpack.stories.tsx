import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-backpack>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-backpack', tags: ['autodocs'], ...elementMeta('ingame-backpack') };
export default meta;

export const Element: StoryObj = { args: {} };
