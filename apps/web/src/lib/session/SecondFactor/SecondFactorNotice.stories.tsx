import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { SecondFactorNotice } from './SecondFactorNotice';

const meta = {
  title: 'web/SecondFactorNotice',
  component: SecondFactorNotice,
  decorators: [withApp('/wallets')],
  args: {
    state: 'needed',
    onConfirm: fn(),
    accountUrl: 'http://localhost:8080/realms/lode/account',
  },
} satisfies Meta<typeof SecondFactorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmName =
  /^(continue to confirm|confirm again|перейти к подтверждению|подтвердить снова|继续确认|再次确认)$/i;

/** The pool asked for a second factor: one button goes to the sign-in service. */
export const Needed: Story = {
  play: async ({ canvas, args }) => {
    const notice = await canvas.findByRole('status', {}, { timeout: 10_000 });
    await expect(notice).toHaveTextContent(/authenticator|аутентификатор|身份验证/i);
    await userEvent.click(canvas.getByRole('button', { name: confirmName }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The account has no second factor: the account page opens in a new tab, and "Confirm again" follows enrolment. */
export const NoFactor: Story = {
  args: { state: 'no-factor' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole(
      'link',
      { name: /authenticator|аутентификатор|身份验证/i },
      { timeout: 10_000 },
    );
    await expect(link).toHaveAttribute('href', 'http://localhost:8080/realms/lode/account');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: confirmName })).toBeEnabled();
  },
};

/** The user came back without confirming: nothing changed, what was typed is kept. */
export const Cancelled: Story = { args: { state: 'cancelled' } };

/** Confirmed, yet the pool refused the confirmation as too old. */
export const Refused: Story = { args: { state: 'refused' } };

/** Leaving for the sign-in service: the button says it is busy. */
export const Leaving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: confirmName }, { timeout: 10_000 });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
