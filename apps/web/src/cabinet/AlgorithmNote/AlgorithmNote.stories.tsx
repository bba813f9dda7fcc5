import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../testing/storyApp';
import { AlgorithmNote } from './AlgorithmNote';

const meta = {
  title: 'web/AlgorithmNote',
  component: AlgorithmNote,
  decorators: [withApp('/statistics')],
} satisfies Meta<typeof AlgorithmNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says which algorithm a cabinet page's figures are for (Scrypt until the miner picks another). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Figures on this page are for the \w+ algorithm/)).toBeVisible();
  },
};
