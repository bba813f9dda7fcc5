import type { StreamFilter } from '../stream/hub';
import type { WatcherScope } from './lookup';

/**
 * What a stream read through a watcher link may see: the dashboard's hashrate (without per-worker figures unless it
 * shows workers, without earnings unless it shows earnings), worker changes with `workers`, balances and payouts
 * with `earnings`, never the owner's alerts. The revocation of this very link ends the stream (`watcher_revoked`);
 * other links' revocations are not its business.
 */
export function watcherStreamFilter(id: string, scopes: ReadonlySet<WatcherScope>): StreamFilter {
  const workers = scopes.has('workers');
  const earnings = scopes.has('earnings');
  return (event) => {
    switch (event.type) {
      case 'watcher':
        return (JSON.parse(event.data) as { id: string }).id === id ? { end: 'watcher_revoked' } : null;
      case 'alert':
        return null;
      case 'balance':
      case 'payout':
        return earnings ? event : null;
      case 'worker':
        return workers ? event : null;
      case 'hashrate': {
        if (workers && earnings) return event;
        const data = JSON.parse(event.data) as { workers?: unknown[]; summary?: { earnings?: unknown[] } };
        if (!workers) data.workers = [];
        if (!earnings && data.summary) data.summary = { ...data.summary, earnings: [] };
        return { ...event, data: JSON.stringify(data) };
      }
      default:
        return event;
    }
  };
}
