import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { WorkerCounts } from './WorkerCounts';

const meta = {
  title: 'web/Dashboard/WorkerCounts',
  component: WorkerCounts,
  decorators: [withApp('/dashboard')],
  args: { workers: { online: 5, offline: 1, inactive: 12 }, loading: false },
} satisfies Meta<typeof WorkerCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each count is a link to the workers page filtered by its status. */
export const Counts: Story = {
  play: async ({ canvas }) => {
    const offline = await canvas.findByRole('link', { name: '1 offline: show these workers' });
    await expect(offline.getAttribute('href')).toBe('/workers?status=offline');
    await expect(canvas.getByRole('link', { name: '12 inactive: show these workers' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Workers' })).toBeVisible();
  },
};

/** While the summary loads: no count, no link. */
export const Loading: Story = {
  args: { workers: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('online')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
