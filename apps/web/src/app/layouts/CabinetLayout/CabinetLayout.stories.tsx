import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { storyAuth, withApp } from '../../testing/storyApp';
import { CabinetLayout } from './CabinetLayout';

/** Stands in for the cabinet's pages: a heading that names where the router is. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

function Cabinet() {
  return (
    <Routes>
      <Route element={<CabinetLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'web/CabinetLayout',
  component: Cabinet,
  decorators: [withApp('/dashboard')],
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof Cabinet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nine cabinet pages; below lg they sit in a drawer that works with the keyboard alone. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const mobile = (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.lg;
    if (!mobile) {
      const [nav] = canvas.getAllByRole('navigation');
      if (!nav) throw new Error('no cabinet navigation');
      await expect(nav.querySelectorAll(':scope > a')).toHaveLength(9);
      await userEvent.click(within(nav).getAllByRole('link')[2] as HTMLElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\/workers$/);
      return;
    }
    // Phone width: the menu button opens the drawer; Tab, Enter and Escape do the rest.
    canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const workers = within(drawer).getAllByRole('link')[2] as HTMLElement;
    while (canvasElement.ownerDocument.activeElement !== workers) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/\/workers$/);
    await expect(drawer).not.toBeInTheDocument();
  },
};
