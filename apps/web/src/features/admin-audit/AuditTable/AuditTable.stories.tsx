import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { AuditTable } from './AuditTable';

const meta = {
  title: 'web/admin/AuditTable',
  component: AuditTable,
  decorators: [withApp('/admin/audit')],
  args: {
    entries: [
      {
        id: '2',
        at: '2026-12-05T10:02:00.000Z',
        actor: { sub: 'a1', username: 'admin' },
        action: 'redirects.set',
        target: 'redirects',
        before: { version: 1, rules: [] },
        after: { version: 2, rules: [{ match: '/old/**', redirect: '/news', status: 301 }] },
      },
      {
        id: '1',
        at: '2026-12-05T10:00:00.000Z',
        actor: { sub: 'a1', username: 'admin' },
        action: 'news.publish',
        target: 'news/n1',
        before: null,
        after: { status: 'published' },
      },
    ],
  },
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries with their values before and after on demand. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByText('Show values')[0] as HTMLElement);
    await expect(canvas.getByText(/"\/old\/\*\*"/)).toBeVisible();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => expect(canvas.getByText('No console actions match.')).toBeVisible(),
};

/** Loading. */
export const Loading: Story = { args: { entries: [], loading: true } };

/** The log could not be read. */
export const Failed: Story = { args: { entries: [], error: 'The audit log could not be read.' } };
