import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-banner>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-banner', tags: ['autodocs'], ...elementMeta('ingame-banner') };
export default meta;

export const Element: StoryObj = { args: { interval: 4000 } };
