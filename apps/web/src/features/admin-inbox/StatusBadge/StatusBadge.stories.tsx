import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { StatusBadge } from './StatusBadge';

function AllStatuses() {
  return (
    <p style={{ display: 'flex', gap: 8 }}>
      <StatusBadge status="new" />
      <StatusBadge status="answered" />
      <StatusBadge status="closed" />
    </p>
  );
}

const meta = {
  title: 'web/Console/Inbox/StatusBadge',
  component: AllStatuses,
  decorators: [withApp('/admin/inbox')],
} satisfies Meta<typeof AllStatuses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three statuses, each in its tone. */
export const Statuses: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('New', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Answered')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};
