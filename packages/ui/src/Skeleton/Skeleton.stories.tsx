import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/vars.css';
import { Skeleton } from './Skeleton';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  parameters: {
    docs: usageDocs({
      summary:
        'A placeholder of fixed size that pulses while data loads, so nothing moves when it arrives; hidden from screen readers.',
      use: 'In the place of figures, rows and charts on their first load, shaped like what will come.',
      avoid:
        "Alone: announce the loading elsewhere (`aria-busy` on the region or a labelled Spinner). Not for work after a click (use the button's `loading`).",
      keyboard: 'None: it takes no focus.',
    }),
  },
  tags: ['autodocs'],
  args: { variant: 'block', width: 240, height: 96 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['block', 'text', 'circle'] },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  render: (args) => <Skeleton {...args} data-testid="skeleton" />,
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    const box = skeleton.getBoundingClientRect();
    await expect([box.width, box.height].map(Math.round)).toEqual([240, 96]);
    // It pulses (unless motion is off), and only in properties the compositor animates without a repaint.
    const reduced = document.documentElement.getAttribute('data-motion') === 'reduced';
    const animated = skeleton
      .getAnimations()
      .flatMap(
        (animation) =>
          (animation.effect as KeyframeEffect | null)
            ?.getKeyframes()
            .flatMap((frame) => Object.keys(frame)) ?? [],
      )
      .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
    if (!reduced && !matchMedia('(prefers-reduced-motion: reduce)').matches)
      await expect(animated.length).toBeGreaterThan(0);
    await expect(animated.filter((key) => key !== 'opacity' && key !== 'transform')).toEqual([]);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 40, height: undefined },
  render: (args) => <Skeleton {...args} data-testid="skeleton" />,
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('skeleton').getBoundingClientRect();
    await expect([box.width, box.height].map(Math.round)).toEqual([40, 40]);
  },
};

/** A text skeleton takes exactly the height of the lines it stands for, so nothing shifts when the text arrives. */
export const TextKeepsLineHeight: Story = {
  args: { variant: 'text', width: undefined, height: undefined, lines: 3 },
  render: (args) => (
    <div
      style={{ display: 'flex', gap: 24, width: 560, fontSize: vars.fontSize.md, alignItems: 'flex-start' }}
    >
      <div style={{ flex: 1 }} data-testid="loading">
        <Skeleton {...args} />
      </div>
      <p style={{ flex: 1, margin: 0, whiteSpace: 'nowrap' }} data-testid="loaded">
        Payouts are sent once a day
        <br />
        between 01:00 and 09:00 UTC
        <br />
        to your wallet address.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const loading = canvas.getByTestId('loading').getBoundingClientRect().height;
    const loaded = canvas.getByTestId('loaded').getBoundingClientRect().height;
    await expect(loading).toBeCloseTo(loaded, 0);
  },
};

/** A worker card while its data loads: the shapes match the finished card. */
export const Composition: Story = {
  render: () => (
    <div
      data-testid="card"
      aria-busy="true"
      aria-label="rig-01"
      role="group"
      style={{
        display: 'grid',
        gridTemplateColumns: '40px 1fr',
        gap: 12,
        width: 280,
        padding: 16,
        border: `1px solid ${vars.color.border}`,
        borderRadius: 12,
        background: vars.color.surface,
      }}
    >
      <Skeleton variant="circle" width={40} />
      <div>
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="80%" />
      </div>
      <Skeleton style={{ gridColumn: '1 / -1' }} height={64} />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'rig-01' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    // Every shape is hidden from assistive technology; the busy group says what is loading.
    await expect(group.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  },
};
