import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import type { TelegramLink, TelegramSettings } from '../../../lib/cabinet/telegramQueries';
import { ApiError } from '../../../lib/pool';
import { TelegramView, type TelegramViewProps } from './TelegramView';

// The section as the API's answers leave it; the writes are the story's own functions, answering as the API does.

const link = (id: string, chat: string, extra: Partial<TelegramLink> = {}): TelegramLink => ({
  id,
  chat,
  linkedAt: '2026-12-01T10:00:00.000Z',
  status: 'active',
  blockedAt: null,
  ...extra,
});

const settings: TelegramSettings = {
  available: true,
  bot: 'lode_pool_bot',
  links: [
    link('t1', '@night_shift'),
    link('t2', 'Marina', { status: 'blocked', blockedAt: '2026-12-05T21:00:00.000Z' }),
  ],
};

const deepLink = 'https://t.me/lode_pool_bot?start=Zk3q9vXcA1';

/** A deep link valid for ten minutes from the moment it is asked for, as the API answers. */
const linkCode = async () => ({ url: deepLink, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() });

const meta = {
  title: 'web/Settings/Telegram',
  component: TelegramView,
  decorators: [withApp('/settings')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: {
    settings,
    onRetry: fn(),
    onLink: fn(linkCode),
    onUnlink: fn(async () => undefined),
    pollMs: 50,
  },
} satisfies Meta<typeof TelegramView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A linked chat with Unlink; a chat that blocked the bot says so, with Dismiss. */
export const Chats: Story = {
  play: async ({ canvas, args }) => {
    const chats = await canvas.findByRole('region', { name: 'Linked chats' }, { timeout: 10_000 });
    await expect(within(chats).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(chats).getByText('@night_shift')).toBeVisible();
    await expect(
      canvas.getByText(/The bot was blocked in Telegram by Marina, so it was unlinked/),
    ).toBeVisible();
    await expect(canvas.getByText(/The pool’s bot @lode_pool_bot sends your alerts/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the notice about Marina' }));
    await expect(args.onUnlink).toHaveBeenCalledWith('t2');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink @night_shift' }));
    await expect(args.onUnlink).toHaveBeenCalledWith('t1');
  },
};

/** The same in Russian. */
export const ChatsRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Привязанные чаты' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отвязать @night_shift' })).toBeVisible();
  },
};

/** The same in Chinese. */
export const ChatsChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: '已绑定的聊天' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** No bot on this pool: the section is not shown at all. */
export const Unavailable: Story = {
  args: { settings: { available: false, bot: null, links: [] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="telegram"]')).toBeNull());
  },
};

/** While the settings load: a placeholder. */
export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Telegram' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Link Telegram' })).toBeNull();
  },
};

/** Settings that could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: { settings: undefined, loadError: 'The pool API is not answering' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        'The Telegram settings could not be loaded: The pool API is not answering',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The settings as the API keeps them: a chat appears once the deep link is used (after a few reads). */
function LiveTelegram(props: TelegramViewProps) {
  const [current, setCurrent] = useState<TelegramSettings>({
    available: true,
    bot: 'lode_pool_bot',
    links: [],
  });
  const [reads, setReads] = useState(0);
  return (
    <TelegramView
      {...props}
      settings={current}
      onRetry={() => {
        props.onRetry();
        setReads((n) => n + 1);
        if (reads >= 2) setCurrent((s) => ({ ...s, links: [link('t9', '@farm_alerts')] }));
      }}
    />
  );
}

/** Link Telegram: the deep link with Open and Copy and its expiry; the chats are read until the new one appears. */
export const Link: Story = {
  render: (args) => <LiveTelegram {...args} />,
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        'No chat is linked yet. Link one to get alerts on your phone.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link Telegram' }));
    await expect(args.onLink).toHaveBeenCalled();
    const open = await canvas.findByRole('link', { name: 'Open Telegram' });
    await expect(open).toHaveAttribute('href', deepLink);
    await expect(canvas.getByTestId('telegram-pending')).toHaveTextContent(/It works once, until \d/);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Linked: alerts now go to @farm_alerts too.',
    );
    await expect(args.onRetry).toHaveBeenCalledTimes(3);
    await expect(canvas.queryByRole('link', { name: 'Open Telegram' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Link another chat' })).toBeVisible();
  },
};

/** A deep link not used before it expires: the reads stop and it says to ask for a new one. */
export const LinkExpired: Story = {
  args: {
    settings: { ...settings, links: [] },
    onLink: fn(async () => ({ url: deepLink, expiresAt: new Date(Date.now() + 300).toISOString() })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link Telegram' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'The link expired before it was used. Ask for a new one.',
    );
    await expect(canvas.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open Telegram' })).toBeNull();
    await expect(args.onLink).toHaveBeenCalledTimes(1);
  },
};

/** A refused link request says why. */
export const LinkRefused: Story = {
  args: {
    onLink: fn(async () =>
      Promise.reject(new ApiError(503, 'telegram_unavailable', 'Telegram is not set up on this pool')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Link another chat' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'No link was made: Telegram is not set up on this pool',
    );
  },
};

/** A refused unlink says why. */
export const UnlinkRefused: Story = {
  args: { onUnlink: fn(async () => Promise.reject(new ApiError(503, 'unavailable', 'Try again shortly'))) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Unlink @night_shift' }, { timeout: 10_000 }),
    );
    await expect(await canvas.findByText('Not unlinked: Try again shortly')).toBeVisible();
  },
};
