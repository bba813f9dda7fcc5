import { algorithms } from '../domain/coins';
import { cachedSummary, type Services } from '../services';
import { lastEventId } from '../stream/log';
import { listSubaccounts } from '../subaccounts/store';
import type { StatusLine } from './messages';

/**
 * What `/status` tells: per active sub-account and algorithm with workers, the hour's hashrate and the workers online
 * and offline (from the summaries the dashboard reads, answered from memory while fresh); with several sub-accounts
 * a total per algorithm follows.
 */
export async function statusLines(s: Services, owner: string, total: string): Promise<StatusLine[]> {
  const subaccounts = (await listSubaccounts(s.db, owner)).filter((a) => a.archivedAt === null);
  const lines: StatusLine[] = [];
  for (const algorithm of algorithms) {
    const mine: StatusLine[] = [];
    for (const a of subaccounts) {
      const { body } = await cachedSummary(s, a.key, algorithm, () => lastEventId(s.db, a.key));
      if (body.workers.online + body.workers.offline === 0) continue;
      mine.push({
        subaccount: subaccounts.length > 1 ? a.name : null,
        algorithm,
        hashrate: body.hashrate.oneHour,
        online: body.workers.online,
        offline: body.workers.offline,
      });
    }
    lines.push(...mine);
    if (mine.length > 1)
      lines.push({
        subaccount: total,
        algorithm,
        hashrate: mine.reduce((n, l) => n + l.hashrate, 0),
        online: mine.reduce((n, l) => n + l.online, 0),
        offline: mine.reduce((n, l) => n + l.offline, 0),
      });
  }
  return lines;
}
