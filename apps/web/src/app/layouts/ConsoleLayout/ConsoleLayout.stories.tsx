import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { RequireStaff } from '../../../lib/session/RequireStaff';
import { routeById } from '../../routing/routeTable';
import { storyAuth, withApp, withPoolCache } from '../../testing/storyApp';
import { ConsoleLayout } from './ConsoleLayout';

/** Stands in for a console page: a heading naming where the router is, behind the `staff` guard of `/admin/news`. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

function Console() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route
          path="*"
          element={
            <RequireStaff route={routeById('adminNews')}>
              <Page />
            </RequireStaff>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'web/ConsoleLayout',
  component: Console,
  decorators: [withPoolCache([]), withApp('/admin/news')],
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({
      isAuthenticated: true,
      userInfo: { sub: 'a1', preferred_username: 'admin' },
      roles: ['miner', 'admin'],
    }),
  },
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = (element: HTMLElement) =>
  (element.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.lg;

/** An admin: every section of the console; below lg the navigation is a drawer opened from the header. */
export const Admin: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('/admin/news');
    await expect(canvas.getByRole('link', { name: 'Back to the cabinet' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    let nav: HTMLElement;
    if (isPhone(canvasElement)) {
      await userEvent.click(canvas.getByRole('button', { name: /^Menu$/ }));
      nav = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    } else nav = canvas.getByRole('navigation', { name: 'Console' });
    for (const name of ['Overview', 'News', 'Maintenance', 'Redirects', 'Audit log'])
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
  },
};

/** A support user: only the sections the role opens, and the "no access" page on an admin-only page. */
export const Support: Story = {
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      userInfo: { sub: 's1', preferred_username: 'support' },
      roles: ['support'],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    if (!isPhone(canvasElement)) {
      const nav = canvas.getByRole('navigation', { name: 'Console' });
      await expect(within(nav).getByRole('link', { name: 'Overview' })).toBeVisible();
      await expect(within(nav).queryByRole('link', { name: 'News' })).toBeNull();
    }
  },
};
