import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementMeta } from '../support/custom-element';

// The real `<ingame-install>` custom element: controls are its attributes, its events go to Actions.
const meta: Meta = { title: 'Custom elements/ingame-install', tags: ['autodocs'], ...elementMeta('ingame-install') };
export default meta;

export const Element: StoryObj = { args: { platform: 'desktop', url: 'https://lobby.example/download.html' } };
