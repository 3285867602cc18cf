import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-prize>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-prize', tags: ['autodocs'], ...elementMeta('ingame-prize') };
export default meta;

export const Element: StoryObj = { args: {} };
