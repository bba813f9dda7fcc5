import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { BanDialog } from './BanDialog';

const meta = {
  title: 'web/Console/Accounts/BanDialog',
  component: BanDialog,
  decorators: [withApp('/admin/accounts/u-demo')],
  args: { username: 'demo', onBan: fn(async () => undefined), defaultOpen: true },
} satisfies Meta<typeof BanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the question, what a ban does, the reasons of the API and the note. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ban demo?' }, { timeout: 10_000 });
    await expect(dialog).toHaveAccessibleDescription(/refused at their next request/);
    const reasons = within(dialog).getByRole('combobox', { name: /Reason/ });
    await expect(
      within(reasons)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['abuse', 'fraud', 'spam', 'chargeback', 'another reason']);
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: '封禁 demo？' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
