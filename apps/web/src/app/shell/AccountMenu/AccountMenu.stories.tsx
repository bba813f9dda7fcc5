import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { storyAuth, withApp } from '../../testing/storyApp';
import { AccountMenu } from './AccountMenu';

const calls: string[] = [];

const meta = {
  title: 'web/AccountMenu',
  component: AccountMenu,
  decorators: [withApp('/faq')],
  beforeEach: () => {
    calls.length = 0;
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  parameters: { auth: storyAuth({ isAuthenticated: false }, calls) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /sign in|войти|登录/i }, { timeout: 10_000 }),
    );
    await expect(calls[0]).toMatch(/^login \{"returnTo":"(\/ru|\/cn)?\/dashboard","locale":"(en|ru|cn)"\}$/);
    // Below sm Register is in the header's site menu (PublicMenu), not beside Sign in.
    if ((canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.sm) {
      await expect(canvas.queryByRole('button', { name: /register|регистрация|注册/i })).toBeNull();
      return;
    }
    await userEvent.click(canvas.getByRole('button', { name: /register|регистрация|注册/i }));
    await expect(calls[1]).toMatch(/^register /);
  },
};

export const SignedIn: Story = {
  parameters: {
    auth: storyAuth(
      {
        isAuthenticated: true,
        userInfo: { sub: 'u1', preferred_username: 'demo' },
        accountUrl: 'http://localhost:8080/realms/lode/account',
      },
      calls,
    ),
  },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /demo/ }, { timeout: 10_000 });
    // Keyboard: Enter opens the menu with focus on its first item.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(calls).toEqual([expect.stringMatching(/^logout \{"returnTo":"\/(ru|cn)?"\}$/)]);
  },
};

export const Unavailable: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/unavailable|недоступен|不可用/i, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In the cabinet, before the first sign-in check settles: the corner keeps its place and offers nothing yet. */
export const CheckingInCabinet: Story = {
  args: { showCabinetLink: false, quietWhileChecking: true },
  parameters: { auth: storyAuth({ initialized: false, isAuthenticated: false }, calls) },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-account-corner="checking"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(calls).toEqual([]);
  },
};
