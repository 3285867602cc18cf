import type { Meta, StoryObj } from '@storybook/react-vite';
import { Marquee } from '../src/features/marquee/marquee';
import type { MarqueeItem } from '../src/api/contract';
import { StoryRoot } from './support/story-root';
import { expect, userEvent } from 'storybook/test';
import { fail, forever, http, ok } from './support/envelope';
import { inShadow } from './support/play';

const items: MarqueeItem[] = [
  {
    Id: 1,
    Template: { Format: 'Congratulations {0} on winning {1} in {2}!' },
    Content: ['Ace***77', '₱ 12,500.00', 'Fortune Gems'],
    ContentColor: ['#ffd166', '#06d6a0', '#4cc9f0'],
  },
  {
    Id: 2,
    Template: { Format: 'Weekly sign-in rewards reset every Tuesday 12:00. Chest level: {0}' },
    Content: ['Gold'],
    ContentColor: ['#f4a261'],
  },
  {
    Id: 3,
    Template: { Format: 'Server text stays text: {0} and {1}' },
    Content: ['$& <b>bold?</b>', '<img src=x onerror=alert(1)>'],
    ContentColor: ['not-a-colour', '#a8dadc'],
  },
];

const thai: MarqueeItem[] = [
  {
    Id: 1,
    Template: { Format: 'ขอแสดงความยินดีกับ {0} ที่ชนะ {1} ใน {2}!' },
    Content: ['Ace***77', '฿ 12,500.00', 'Fortune Gems'],
    ContentColor: ['#ffd166', '#06d6a0', '#4cc9f0'],
  },
  { Id: 2, Template: { Format: 'รีเซ็ตรางวัลเช็คอินทุกวันอังคาร 12:00' }, Content: [], ContentColor: [] },
];

const meta: Meta<typeof Marquee> = {
  title: 'Elements/ingame-marquee',
  component: Marquee,
  args: { interval: 2500 },
  render: (args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale} apiId={parameters.apiId ?? 3}>
      <Marquee {...args} />
    </StoryRoot>
  ),
};
export default meta;
type Story = StoryObj<typeof Marquee>;

/** Items rotate every interval (5 s on a real page); hover, focus or the button pauses them. */
export const Announcements: Story = {
  parameters: { msw: { handlers: [http.get('/api/marquee/:apiId/:langId', () => ok(items))] } },
};

/** Blank while loading (§4): the strip keeps its height so the page does not jump. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/marquee/:apiId/:langId', forever)] } },
};

/** An operator with no announcements, or with the marquee switched off (§5, §6). */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('/api/marquee/:apiId/:langId', () => ok([]))] } },
};

/** §8: the inline error with Code, Message and Trace; the trace can be copied for support. */
export const PlatformError: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/marquee/:apiId/:langId', () => fail(1234, 'Marquee service unavailable'))] },
  },
};

export const OneItem: Story = {
  parameters: { msw: { handlers: [http.get('/api/marquee/:apiId/:langId', () => ok(items.slice(0, 1)))] } },
};

export const Thai: Story = {
  parameters: { locale: 'th', msw: { handlers: [http.get('/api/marquee/:apiId/:langId', () => ok(thai))] } },
};

/** The pause button stops the rotation and turns into "Play announcements" (WCAG 2.2.2). */
export const Paused: Story = {
  ...Announcements,
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause announcements' }));
    const play = await canvas.findByRole('button', { name: 'Play announcements' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
  },
};
