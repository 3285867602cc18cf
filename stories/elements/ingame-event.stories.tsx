import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-event>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-event', tags: ['autodocs'], ...elementMeta('ingame-event') };
export default meta;

export const Element: StoryObj = { args: { 'event-id': '1' } };
