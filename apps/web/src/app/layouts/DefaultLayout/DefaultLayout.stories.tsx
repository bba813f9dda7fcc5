import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { storyAuth, withApp } from '../../testing/storyApp';
import { DefaultLayout } from './DefaultLayout';

/** Stands in for the public pages: a heading that names where the router is. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

function PublicSite() {
  return (
    <Routes>
      <Route element={<DefaultLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'web/DefaultLayout',
  component: PublicSite,
  decorators: [withApp('/')],
  parameters: { layout: 'fullscreen', auth: storyAuth({ isAuthenticated: false }) },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed out. From sm on the header shows the links, switchers, Register and Sign in; below sm the brand, Sign in
 * and a menu button whose sheet holds the rest and works with the keyboard alone.
 */
export const SignedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeVisible();
    const phone = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.sm;
    const menuButton = within(banner).getByRole('button', { name: 'Menu', hidden: true });
    if (!phone) {
      await expect(menuButton).not.toBeVisible();
      await expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(within(banner).getByRole('button', { name: 'Register' })).toBeVisible();
      return;
    }
    await expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64);
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(within(sheet).getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    const faq = within(sheet).getByRole('link', { name: 'FAQ' });
    while (canvasElement.ownerDocument.activeElement !== faq) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\/faq$/);
    await expect(sheet).not.toBeInTheDocument();
  },
};

/** Signed in: the account menu takes Sign in's place (its icon alone below sm), and the sheet offers no Register. */
export const SignedIn: Story = {
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const banner = canvas.getByRole('banner');
    await expect(
      await within(banner).findByRole('button', { name: /demo/ }, { timeout: 10_000 }),
    ).toBeVisible();
    if ((canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) >= breakpoints.sm) return;
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64);
    await userEvent.click(within(banner).getByRole('button', { name: 'Menu' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(sheet).not.toBeInTheDocument();
    await expect(within(banner).getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};
