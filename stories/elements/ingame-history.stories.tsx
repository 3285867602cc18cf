import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-history>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-history', tags: ['autodocs'], ...elementMeta('ingame-history') };
export default meta;

export const Element: StoryObj = { args: { game: '1' } };
