import { localePath, stripLocale, useLocale } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Alert, AppShell, AppShellNavLink, Button, Icon, Spinner } from '@lode/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { cabinetHref, watchPath } from '../../../lib/cabinet/CabinetLink';
import { LiveUpdates } from '../../../lib/live';
import {
  cabinetRetry,
  callPool,
  createPoolCache,
  PoolCacheContext,
  PoolViewerContext,
  SubAccountContext,
  useCachedRead,
  type PoolViewer,
} from '../../../lib/pool';
import { ThemeControl } from '../../../lib/preferences/ThemeControl';
import { watchBasePath } from '../../../lib/routes';
import { navLabel, pageRoutes, type RouteId } from '../../routing/routeTable';
import { AlgorithmSwitcher } from '../../shell/AlgorithmSwitcher';
import { AppIcons } from '../../shell/AppIcons';
import { Brand } from '../../shell/Brand';
import { LanguageSwitcher } from '../../shell/LanguageSwitcher';
import { PageProgress } from '../../shell/PageProgress';
import { keepAddressPrivate } from '../../head/documentHead';
import { ErrorLayout } from '../ErrorLayout';
import { WatchBar } from './WatchBar';
import { WatchEnded, watchEndReason } from './WatchEnded';
import * as pages from '../../../lib/page/pages.css';
import * as styles from './WatchLayout.css';
import { watchMessages, watchValued } from './watchMessages';

/** A watcher view's address inside the app: its secret, then the page (`''` for the dashboard, `/workers`…). */
const watchAddress = /^\/watch\/([^/]+)(\/[^/?#]*)?/;

/** The view's pages in navigation order, each as the cabinet page it mirrors (`/dashboard`, `/workers`…). */
const watchPages = pageRoutes
  .filter((r) => r.meta.layout === 'watch')
  .map((r) => ({ id: r.id as RouteId, page: r.path.slice(watchBasePath.length) || '/dashboard' }));

const pageIcons: Record<string, string> = {
  '/dashboard': 'lucide:layout-dashboard',
  '/statistics': 'lucide:chart-line',
  '/workers': 'lucide:cpu',
  '/accruals': 'lucide:coins',
  '/payouts': 'lucide:banknote',
};

/**
 * The frame of a watcher view (`watch` layout, `/watch/<secret>/…`): the cabinet's pages, read-only and without
 * sign-in, for whoever holds the link. Its reads carry the link's secret and land in a cache of their own, so
 * nothing of a signed-in account in the same tab mixes with the view. A bar on every page says whose view it is,
 * until when, and that it is read-only; the navigation lists only the pages the link shares. Once a read or the
 * live stream says the link was revoked or has expired, the view says so in place of the figures.
 */
export function WatchLayout() {
  const { pathname } = useLocation();
  const match = watchAddress.exec(stripLocale(pathname));
  const secret = match?.[1] ?? '';
  // The address is the credential: no Referer carries it to another site, no search engine keeps it.
  useEffect(keepAddressPrivate, []);
  // The page as the router matched it: static segments regardless of case, a trailing slash ignored.
  const page = (match?.[2] ?? '').toLowerCase().replace(/\/$/, '') || '/dashboard';
  return <WatchView key={secret} secret={secret} page={page} />;
}

/** One link's view: its own cache, and the link's end once a read says so. */
function WatchView({ secret, page }: { secret: string; page: string }) {
  const [cache] = useState(() => createPoolCache());
  const [ended, setEnded] = useState<string>();
  const onEnded = useCallback((code: string) => setEnded((first) => first ?? code), []);
  if (ended !== undefined)
    return (
      <ErrorLayout>
        <WatchEnded reason={watchEndReason(ended)} />
      </ErrorLayout>
    );
  return (
    <PoolCacheContext.Provider value={cache}>
      <WatchFrame secret={secret} page={page} onEnded={onEnded} />
    </PoolCacheContext.Provider>
  );
}

type WatcherView = PoolSchema<'WatcherView'>;

/** The key of the link's own description in the view's cache. */
const viewKey = ['watch', 'view'] as const;

function WatchFrame({
  secret,
  page,
  onEnded,
}: {
  secret: string;
  page: string;
  onEnded: (code: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  // Read once per visit: each read counts a view of the link.
  const view = useCachedRead<WatcherView>({
    key: viewKey,
    fetch: () => callPool((client) => client.GET('/account/watcher'), onEnded, undefined, secret),
    staleMs: Number.POSITIVE_INFINITY,
    retry: cabinetRetry,
  });
  const scopes = view.data?.scopes;
  const viewer = useMemo<PoolViewer>(
    () => ({ kind: 'watcher', secret, scopes: new Set(scopes), onEnded }),
    [secret, scopes, onEnded],
  );
  const shared = watchPages.filter((p) => cabinetHref(viewer, p.page) !== undefined);
  const navigation = view.data && (
    <>
      {shared.map(({ id, page: mirrored }) => (
        <AppShellNavLink
          key={id}
          asChild
          icon={<Icon name={pageIcons[mirrored] ?? 'lucide:info'} size={20} />}
        >
          <NavLink to={localePath(watchPath(secret, mirrored), locale)} end>
            <FormattedMessage {...navLabel(id)} />
          </NavLink>
        </AppShellNavLink>
      ))}
      <section className={styles.preferences} aria-label={intl.formatMessage(watchMessages.preferences)}>
        <LanguageSwitcher />
        <ThemeControl iconOnly />
      </section>
    </>
  );

  let content: ReactNode;
  if (view.data) {
    content = (
      <>
        <WatchBar view={view.data} />
        {shared.some((p) => p.page === page) ? <Outlet /> : <NotShared secret={secret} />}
      </>
    );
  } else if (view.isError) {
    content = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" onClick={() => void view.refetch()}>
            <FormattedMessage {...watchMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...watchValued.failed} values={{ reason: view.error.message }} />
      </Alert>
    );
  } else {
    content = (
      <div role="status" className={styles.state}>
        <Spinner size="md" />
        <FormattedMessage {...watchMessages.loading} />
      </div>
    );
  }

  return (
    <PoolViewerContext.Provider value={viewer}>
      <SubAccountContext.Provider value={view.data?.subaccount}>
        <AppIcons>
          {view.data && <LiveUpdates subAccount={view.data.subaccount} />}
          <AppShell
            data-layout="watch"
            navigation={navigation}
            navigationLabel={intl.formatMessage(watchMessages.navigation)}
            drawerLabel={intl.formatMessage(watchMessages.navigation)}
            menuLabel={intl.formatMessage(watchMessages.menu)}
            closeLabel={intl.formatMessage(watchMessages.close)}
            skipLinkLabel={intl.formatMessage(watchMessages.skip)}
            header={
              <div className={styles.header}>
                <PageProgress />
                <Brand />
                <div className={styles.headerEnd}>
                  <AlgorithmSwitcher />
                </div>
              </div>
            }
          >
            <div className={styles.content}>{content}</div>
          </AppShell>
        </AppIcons>
      </SubAccountContext.Provider>
    </PoolViewerContext.Provider>
  );
}

/** In place of a page the link does not share: say so, and lead to what it does. */
function NotShared({ secret }: { secret: string }) {
  const locale = useLocale();
  return (
    <div>
      <h1 className={pages.title}>
        <FormattedMessage {...watchMessages.notSharedTitle} />
      </h1>
      <p className={pages.lead}>
        <FormattedMessage {...watchMessages.notSharedBody} />
      </p>
      <NavLink to={localePath(watchPath(secret, '/dashboard'), locale)} className={pages.link}>
        <FormattedMessage {...watchMessages.toDashboard} />
      </NavLink>
    </div>
  );
}
