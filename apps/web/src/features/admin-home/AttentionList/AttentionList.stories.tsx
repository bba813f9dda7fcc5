import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { AttentionList } from './AttentionList';

const meta = {
  title: 'web/admin/AttentionList',
  component: AttentionList,
  decorators: [withApp('/admin')],
  args: {
    label: 'What needs attention',
    items: [
      { id: 'news', label: 'News drafts and scheduled items', value: '2', urgent: true, to: '/admin/news' },
      { id: 'maintenance', label: 'Maintenance', value: 'Off', to: '/admin/maintenance' },
      { id: 'inbox', label: 'New messages in the inbox', to: '/admin/inbox' },
      { id: 'mail', label: 'Mail that failed', error: 'Could not be read', to: '/admin/mail' },
    ],
  },
} satisfies Meta<typeof AttentionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure, a state, one loading and one that failed: each a link to its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'What needs attention' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('link', { name: /News drafts and scheduled items\s*2/ })).toHaveAttribute(
      'href',
      '/admin/news',
    );
    await expect(canvas.getByRole('link', { name: /Mail that failed\s*Could not be read/ })).toBeVisible();
  },
};
