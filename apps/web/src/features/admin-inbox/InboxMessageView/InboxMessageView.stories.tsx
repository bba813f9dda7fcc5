import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { ApiError } from '../../../lib/pool/apiError';
import { answeredMessage, newMessage } from '../fixtures';
import { InboxMessageView } from './InboxMessageView';

/** The API's answer to a reply, as the API checks it: a body over 10,000 characters is refused with a field error. */
const replyAsTheApi = async (body: string) => {
  if (body.length > 10_000)
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      body: 'Must be at most 10000 characters',
    });
};

const meta = {
  title: 'web/Console/Inbox/InboxMessageView',
  component: InboxMessageView,
  decorators: [withApp('/admin/inbox/42')],
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      roles: ['support'],
      userInfo: { sub: 's1', preferred_username: 'support' },
    }),
  },
  args: {
    message: newMessage,
    onRetry: fn(),
    onReply: fn(replyAsTheApi),
    onStatus: fn(async () => undefined),
  },
} satisfies Meta<typeof InboxMessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new Russian message: the form says the answer goes out in Russian; an empty answer is not sent; one the API
 * refuses keeps its text with the API's field error; a good one is sent and the form empties.
 */
export const Reply: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByTestId('inbox-message-text', {}, { timeout: 10_000 })).toHaveTextContent(
      'Когда первая выплата?',
    );
    await expect(canvas.getByText('Nobody has answered yet.')).toBeVisible();
    await expect(canvas.getByTestId('reply-language')).toHaveTextContent('goes out in Russian');
    const form = canvas.getByRole('form', { name: 'Answer by e-mail' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await expect(within(form).getByText('Write the answer first')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
    const body = within(form).getByRole('textbox', { name: /Your answer/ });
    const tooLong = 'Выплаты идут раз в сутки. '.repeat(400);
    await userEvent.click(body);
    await userEvent.paste(tooLong);
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await expect(await within(form).findByText('Must be at most 10000 characters')).toBeVisible();
    await expect(body).toHaveValue(tooLong);
    await userEvent.clear(body);
    await userEvent.type(body, 'Первая выплата — завтра утром.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await expect(await within(form).findByText('Your answer is on its way to the sender.')).toBeVisible();
    await expect(args.onReply).toHaveBeenLastCalledWith('Первая выплата — завтра утром.');
    await expect(body).toHaveValue('');
  },
};

/** An answered message: its reply with author, date and mail status; the status can be changed. */
export const Answered: Story = {
  args: { message: answeredMessage },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/rig reconnected at 18:02/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Mail sent')).toBeVisible();
    await expect(canvas.getByTestId('reply-language')).toHaveTextContent('goes out in English');
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('answered');
    await userEvent.selectOptions(status, 'closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(args.onStatus).toHaveBeenCalledWith('closed'));
  },
};

/** While the message loads. */
export const Loading: Story = { args: { message: undefined } };

/** No such message. */
export const NotFound: Story = {
  args: { message: undefined, error: 'not_found' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('There is no message with this id.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The message could not be read. */
export const Failed: Story = {
  args: {
    message: undefined,
    error: 'The messages could not be loaded. Check the connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** In Russian: the language note names Russian in Russian. */
export const ReplyRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/на языке «русский»/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** In Chinese. */
export const ReplyChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/回复将以俄语发送/, {}, { timeout: 10_000 })).toBeVisible();
  },
};
