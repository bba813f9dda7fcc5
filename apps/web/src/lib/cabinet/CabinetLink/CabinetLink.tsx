import { LocaleLink } from '@lode/i18n';
import type { ComponentProps } from 'react';
import { usePoolViewer, viewerMay, type PoolViewer, type WatcherScope } from '../../pool';

// Links between the cabinet's pages that also work inside a watcher view: there the same pages live under
// `/watch/<secret>`, and a page the link does not show is no link at all.

/** The cabinet pages a watcher view has, with the scope each needs (null: every view has it). */
const watchPages: Readonly<Record<string, WatcherScope | null>> = {
  '/dashboard': null,
  '/workers': 'workers',
  '/accruals': 'earnings',
  '/payouts': 'earnings',
  '/statistics': 'statistics',
};

/** The path inside a watcher view of a link's cabinet page (`/watch/<secret>` for the dashboard). */
export function watchPath(secret: string, page: string): string {
  return `/watch/${secret}${page === '/dashboard' ? '' : page}`;
}

/**
 * Where a link to a cabinet page (`/workers?status=offline`, without locale) goes for this viewer: the page itself
 * for the signed-in user; its twin in the watcher view when the link shows it; else undefined.
 */
export function cabinetHref(viewer: PoolViewer, to: string): string | undefined {
  if (viewer.kind === 'user') return to;
  const split = to.search(/[?#]/);
  const page = split < 0 ? to : to.slice(0, split);
  const rest = split < 0 ? '' : to.slice(split);
  const scope = watchPages[page];
  if (scope === undefined || (scope !== null && !viewerMay(viewer, scope))) return undefined;
  return `${watchPath(viewer.secret, page)}${rest}`;
}

/** {@link cabinetHref} for the page's viewer. */
export function useCabinetHref(): (to: string) => string | undefined {
  const viewer = usePoolViewer();
  return (to) => cabinetHref(viewer, to);
}

/** Props of {@link CabinetLink}. */
export type CabinetLinkProps = ComponentProps<typeof LocaleLink> & {
  /** The cabinet page, without locale (`/workers?status=offline`). */
  to: string;
};

/** A link to a cabinet page in the page's language; in a watcher view that does not show it, its text alone. */
export function CabinetLink({ to, children, ...props }: CabinetLinkProps) {
  const href = useCabinetHref()(to);
  if (href === undefined) return <>{children}</>;
  return (
    <LocaleLink to={href} {...props}>
      {children}
    </LocaleLink>
  );
}
