import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeMedia } from '../testing/fakeMedia';
import { AppShell } from './AppShell';
import { AppShellNavLink } from './AppShellNavLink';

function Shell() {
  return (
    <AppShell
      navigationLabel="Cabinet"
      header={<span>Lode</span>}
      navigation={
        <>
          <AppShellNavLink href="/dashboard" current>
            Dashboard
          </AppShellNavLink>
          <AppShellNavLink href="/workers" onClick={(event) => event.preventDefault()}>
            Workers
          </AppShellNavLink>
        </>
      }
      footer={<span>© Lode pool</span>}
    >
      <h1>Workers</h1>
    </AppShell>
  );
}

beforeEach(() => {
  // jsdom has no layout, so no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppShell', () => {
  it('renders on the server with the skip link first, the navigation column, main and footer', () => {
    const html = renderToString(<Shell />);
    expect(html.indexOf('Skip to content')).toBeLessThan(html.indexOf('<header'));
    expect(html).toContain('href="#main-content"');
    expect(html).toMatch(/<nav aria-label="Cabinet"[^>]*>.*Dashboard/);
    expect(html).toMatch(/<main id="main-content" tabindex="-1"/);
    expect(html).toContain('<footer');
    // The drawer is never in server HTML: it only exists while open.
    expect(html).not.toContain('role="dialog"');
  });

  it('moves focus to the main region from the skip link', () => {
    installFakeMedia({ width: 1440 });
    render(<Shell />);
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('below lg opens the drawer from the menu button and closes it when a link is followed', async () => {
    installFakeMedia({ width: 800 });
    render(<Shell />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    // The drawer's module loads on first use: its first import may take seconds on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' }, { timeout: 15_000 });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(dialog.id);
    const links = dialog.querySelectorAll('a[href="/workers"]');
    expect(links).toHaveLength(1);
    fireEvent.click(links[0] as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('closes the drawer for good when the viewport grows to lg', async () => {
    const media = installFakeMedia({ width: 800 });
    render(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeTruthy();
    act(() => media.set({ width: 1440 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => media.set({ width: 800 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the drawer with its close button and with Escape', async () => {
    installFakeMedia({ width: 375 });
    render(<Shell />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(menu);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AppShellNavLink', () => {
  it('marks the current page and renders a router link with asChild', () => {
    render(
      <>
        <AppShellNavLink href="/payouts" current>
          Payouts
        </AppShellNavLink>
        <AppShellNavLink asChild icon={<svg data-testid="icon" />}>
          <a href="/wallets">Wallets</a>
        </AppShellNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Payouts' }).getAttribute('aria-current')).toBe('page');
    const wallets = screen.getByRole('link', { name: 'Wallets' });
    expect(wallets.getAttribute('aria-current')).toBeNull();
    expect(wallets.querySelector('[data-testid="icon"]')).not.toBeNull();
    expect(wallets.className).not.toBe('');
  });
});
