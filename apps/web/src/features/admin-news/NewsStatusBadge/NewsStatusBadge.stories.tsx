import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { NewsStatusBadge } from './NewsStatusBadge';

const meta = {
  title: 'web/admin/NewsStatusBadge',
  component: NewsStatusBadge,
  decorators: [withApp('/admin/news')],
  args: { status: 'published' },
} satisfies Meta<typeof NewsStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each status in words. */
export const Published: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('Published')).toBeVisible(),
};

/** A draft. */
export const Draft: Story = { args: { status: 'draft' } };

/** A scheduled item. */
export const Scheduled: Story = { args: { status: 'scheduled' } };
