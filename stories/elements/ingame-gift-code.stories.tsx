import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-gift-code>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = {
  title: 'Custom elements/ingame-gift-code',
  tags: ['autodocs'],
  ...elementMeta('ingame-gift-code'),
};
export default meta;

export const Element: StoryObj = { args: { 'event-id': '1' } };
