import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { ApiError } from '../../../lib/pool/apiError';
import type { MailItem } from '../mailQueries';
import { MailOutbox } from './MailOutbox';

const mail = (id: string, extra: Partial<MailItem>): MailItem => ({
  id,
  kind: 'alert',
  recipient: 'demo@lode.localhost',
  subject: 'Worker rig-07 is offline',
  locale: 'en',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-12-06T08:00:00.000Z',
  sentAt: '2026-12-06T08:00:02.000Z',
  ...extra,
});

const outbox: MailItem[] = [
  mail('9', {
    kind: 'contact-reply',
    recipient: 'ada@example.com',
    subject: 'Re: Вопрос о выплате',
    locale: 'ru',
    status: 'failed',
    attempts: 3,
    lastError: '550 5.1.1 <ada@example.com>: Recipient address rejected: User unknown',
    nextAttemptAt: '2026-12-06T10:30:00.000Z',
    sentAt: null,
  }),
  mail('8', {
    status: 'queued',
    attempts: 1,
    lastError: '421 4.7.0 Try again later',
    nextAttemptAt: '2026-12-06T09:05:00.000Z',
    sentAt: null,
  }),
  mail('7', {}),
];

const meta = {
  title: 'web/Console/Mail/MailOutbox',
  component: MailOutbox,
  decorators: [withApp('/admin/mail')],
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      roles: ['admin'],
      userInfo: { sub: 'a1', preferred_username: 'admin' },
    }),
  },
  args: {
    filters: {},
    items: outbox,
    loading: false,
    onFilter: fn(),
    onReload: fn(),
    onRetryMail: fn(async () => undefined),
  },
} satisfies Meta<typeof MailOutbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Failed mail with the server's answer and the next attempt, and Retry now; sent mail without it. */
export const Outbox: Story = {
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: 'Outbox' }, { timeout: 10_000 });
    const failed = within(table).getByRole('row', { name: /ada@example\.com/ });
    await expect(within(failed).getByText('Failed')).toBeVisible();
    await expect(within(failed).getByText(/Mail server: 550 5\.1\.1/)).toBeVisible();
    await expect(within(failed).getByText(/Next attempt/)).toBeVisible();
    await userEvent.click(
      within(failed).getByRole('button', { name: 'Retry now: “Re: Вопрос о выплате” to ada@example.com' }),
    );
    await waitFor(() => expect(args.onRetryMail).toHaveBeenCalledWith('9'));
    const sent = within(table).getByRole('row', {
      name: /Sent .*Worker rig-07 is offline|Worker rig-07 is offline.*Sent/,
    });
    await expect(within(sent).queryByRole('button', { name: /Retry now/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ status: 'failed', q: undefined });
  },
};

/** A retry the API refuses is said beside its button. */
export const RetryRefused: Story = {
  args: {
    onRetryMail: fn(async () => {
      throw new ApiError(409, 'already_sent', 'The mail was sent meanwhile');
    }),
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Outbox' }, { timeout: 10_000 });
    await userEvent.click(within(table).getByRole('button', { name: /Retry now: “Re: Вопрос о выплате”/ }));
    await expect(
      await within(table).findByText('The retry was not accepted: The mail was sent meanwhile'),
    ).toBeVisible();
  },
};

/** No mail matches. */
export const Empty: Story = {
  args: { items: [], filters: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No mail matches these filters.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the outbox loads. */
export const Loading: Story = { args: { items: undefined, loading: true } };

/** The outbox could not be read. */
export const Failed: Story = {
  args: { items: undefined, error: 'The outbox could not be loaded. Check the connection and try again.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** In Russian. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Исходящие' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '发件箱' }, { timeout: 10_000 })).toBeVisible();
  },
};
