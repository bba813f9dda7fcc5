import {
  useCreateWatcherLink,
  useRevokeWatcherLink,
  useWatcherLinks,
} from '../../../lib/cabinet/watcherQueries';
import { WatcherLinksView } from './WatcherLinksView';

/** The settings section of watcher links, on the API: the list, create (the link shown once) and revoke. */
export function WatcherLinks() {
  const list = useWatcherLinks();
  const create = useCreateWatcherLink();
  const revoke = useRevokeWatcherLink();
  return (
    <WatcherLinksView
      links={list.data?.items}
      {...(list.isError ? { loadError: list.error.message } : {})}
      onRetry={() => void list.refetch()}
      onCreate={create.mutateAsync}
      onRevoke={revoke.mutateAsync}
    />
  );
}
