import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { inboxItems } from '../fixtures';
import { InboxList } from './InboxList';

const meta = {
  title: 'web/Console/Inbox/InboxList',
  component: InboxList,
  decorators: [withApp('/admin/inbox')],
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      roles: ['support'],
      userInfo: { sub: 's1', preferred_username: 'support' },
    }),
  },
  args: { filters: {}, items: inboxItems, loading: false, onFilter: fn(), onRetry: fn() },
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages newest first, each with its sender, language, status and replies; filters go to the page. */
export const Messages: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: 'Contact messages' }, { timeout: 10_000 });
    const russian = within(table).getByRole('row', { name: /Вопрос о выплате/ });
    await expect(within(russian).getByRole('link', { name: 'Open “Вопрос о выплате”' })).toHaveAttribute(
      'href',
      '/admin/inbox/42',
    );
    await expect(within(russian).getByText('Russian')).toBeVisible();
    await expect(within(russian).getByText('New')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'new');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ status: 'new', q: undefined });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'payout');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({ q: 'payout' });
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { items: [], filters: { status: 'closed', q: 'refund' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No message matches these filters.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('refund');
  },
};

/** While the messages load. */
export const Loading: Story = { args: { items: undefined, loading: true } };

/** The list could not be read. */
export const Failed: Story = {
  args: { items: undefined, error: 'The messages could not be loaded. Check the connection and try again.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Сообщения из формы связи' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '联系消息' }, { timeout: 10_000 })).toBeVisible();
  },
};
