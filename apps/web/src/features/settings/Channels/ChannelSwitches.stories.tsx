import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { ChannelSwitches, type ChannelSwitchesProps } from './ChannelSwitches';

// One rule's channel switches, as the notifications form shows them under each alert.

function Controlled(props: ChannelSwitchesProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChannelSwitches
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'web/Settings/ChannelSwitches',
  component: ChannelSwitches,
  decorators: [withApp('/settings')],
  render: (args) => <Controlled {...args} />,
  args: {
    value: { email: true, telegram: true, webhook: false },
    onChange: fn(),
    destinations: { telegram: 'linked', webhook: true },
    emailOn: true,
  },
} satisfies Meta<typeof ChannelSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every channel has somewhere to go: three switches, no hints. */
export const AllSetUp: Story = {
  play: async ({ canvas, args }) => {
    const group = await canvas.findByRole('group', { name: 'Send by' }, { timeout: 10_000 });
    await expect(within(group).getByRole('switch', { name: 'E-mail' })).toBeChecked();
    await expect(within(group).getByRole('switch', { name: 'Telegram' })).toBeChecked();
    const webhook = within(group).getByRole('switch', { name: 'Webhook' });
    await expect(webhook).not.toBeChecked();
    await userEvent.click(webhook);
    await expect(args.onChange).toHaveBeenLastCalledWith({ email: true, telegram: true, webhook: true });
    await expect(webhook).toBeChecked();
    await expect(within(group).queryByRole('link')).toBeNull();
  },
};

/** No chat linked and no endpoint on: each switch says so, with a link to its section; e-mail is off above. */
export const NowhereToGo: Story = {
  args: { destinations: { telegram: 'none', webhook: false }, emailOn: false },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Send by' }, { timeout: 10_000 });
    await expect(within(group).getByRole('switch', { name: 'E-mail' })).toHaveAccessibleDescription(
      'E-mail is turned off for every alert above.',
    );
    await expect(within(group).getByRole('switch', { name: 'Telegram' })).toHaveAccessibleDescription(
      'No Telegram chat is linked yet. Link one',
    );
    await expect(within(group).getByRole('link', { name: 'Link one' })).toHaveAttribute(
      'href',
      '#settings-telegram',
    );
    await expect(within(group).getByRole('link', { name: 'Add one' })).toHaveAttribute(
      'href',
      '#settings-webhooks',
    );
  },
};

/** A pool without a Telegram bot: no Telegram switch. In Russian. */
export const NoTelegramRussian: Story = {
  globals: { locale: 'ru' },
  args: {
    value: { email: true, telegram: false, webhook: true },
    destinations: { telegram: 'unavailable', webhook: true },
  },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Отправлять' }, { timeout: 10_000 });
    await expect(within(group).getAllByRole('switch')).toHaveLength(2);
    await expect(within(group).getByRole('switch', { name: 'Вебхук' })).toBeChecked();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: '发送方式' }, { timeout: 10_000 });
    await expect(within(group).getByRole('switch', { name: '电子邮件' })).toBeChecked();
  },
};
