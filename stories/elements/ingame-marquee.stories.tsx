import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-marquee>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-marquee', tags: ['autodocs'], ...elementMeta('ingame-marquee') };
export default meta;

export const Element: StoryObj = { args: { interval: 2500 } };
