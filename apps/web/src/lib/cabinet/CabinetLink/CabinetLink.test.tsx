// @vitest-environment jsdom
import { createCatalogs, I18nProvider } from '@lode/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolViewerContext, userViewer, type PoolViewer, type WatcherScope } from '../../pool';
import { CabinetLink, cabinetHref, watchPath } from './CabinetLink';

// Where the cabinet's in-page links lead: the page itself for the signed-in user; inside a watcher view, the same
// page under `/watch/<secret>` when the link shares it, and no link at all when it does not.

afterEach(cleanup);

const secret = 'q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ';

const watcher = (...scopes: WatcherScope[]): PoolViewer => ({
  kind: 'watcher',
  secret,
  scopes: new Set(scopes),
  onEnded: () => undefined,
});

const everything = watcher('workers', 'earnings', 'statistics');

describe('cabinetHref', () => {
  it('passes the signed-in user’s links through as they are', () => {
    for (const to of ['/dashboard', '/workers?status=offline', '/payouts#latest', '/settings', '/api-keys'])
      expect(cabinetHref(userViewer, to)).toBe(to);
  });

  it('leads a watcher to the shared page’s twin, query and hash kept', () => {
    expect(cabinetHref(everything, '/workers?status=offline')).toBe(
      `/watch/${secret}/workers?status=offline`,
    );
    expect(cabinetHref(everything, '/workers')).toBe(`/watch/${secret}/workers`);
    expect(cabinetHref(everything, '/payouts#latest')).toBe(`/watch/${secret}/payouts#latest`);
    expect(cabinetHref(everything, '/accruals?from=2026-11-01')).toBe(
      `/watch/${secret}/accruals?from=2026-11-01`,
    );
    expect(cabinetHref(everything, '/statistics')).toBe(`/watch/${secret}/statistics`);
  });

  it('leads a watcher to the view itself for the dashboard, whatever its scopes', () => {
    expect(cabinetHref(watcher(), '/dashboard')).toBe(`/watch/${secret}`);
    expect(cabinetHref(everything, '/dashboard?algorithm=SHA256')).toBe(`/watch/${secret}?algorithm=SHA256`);
  });

  it('gives a watcher no address for a page its link does not share', () => {
    const dashboardOnly = watcher();
    for (const to of ['/workers?status=offline', '/accruals', '/payouts', '/statistics'])
      expect(cabinetHref(dashboardOnly, to), to).toBeUndefined();
    expect(cabinetHref(watcher('workers'), '/payouts')).toBeUndefined();
    expect(cabinetHref(watcher('earnings'), '/workers?status=online')).toBeUndefined();
    expect(cabinetHref(watcher('earnings'), '/payouts')).toBe(`/watch/${secret}/payouts`);
  });

  it('gives a watcher no address for a page no link ever shares', () => {
    for (const to of ['/settings', '/api-keys', '/subaccounts', '/referral', '/workers/w-rig1', '/'])
      expect(cabinetHref(everything, to), to).toBeUndefined();
  });
});

describe('watchPath', () => {
  it('puts the dashboard at the view’s root and every other page under it', () => {
    expect(watchPath(secret, '/dashboard')).toBe(`/watch/${secret}`);
    expect(watchPath(secret, '/workers')).toBe(`/watch/${secret}/workers`);
  });
});

const catalogs = createCatalogs(async () => ({}));

/** A link to the offline workers, as the dashboard's worker counts make it, in Russian for `viewer`. */
function renderLink(viewer: PoolViewer) {
  render(
    <MemoryRouter initialEntries={['/ru/watch/x']}>
      <I18nProvider locale="ru" catalogs={catalogs} syncDocumentLang={false}>
        <PoolViewerContext.Provider value={viewer}>
          <CabinetLink to="/workers?status=offline">3</CabinetLink>
        </PoolViewerContext.Provider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('CabinetLink', () => {
  it('links the signed-in user to the cabinet page in the page’s language', async () => {
    renderLink(userViewer);
    expect((await screen.findByRole('link', { name: '3' })).getAttribute('href')).toBe(
      '/ru/workers?status=offline',
    );
  });

  it('links a watcher to the page’s twin in the view, in the page’s language', async () => {
    renderLink(watcher('workers'));
    expect((await screen.findByRole('link', { name: '3' })).getAttribute('href')).toBe(
      `/ru/watch/${secret}/workers?status=offline`,
    );
  });

  it('shows a watcher whose link does not share the page the text alone', async () => {
    renderLink(watcher('earnings'));
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
