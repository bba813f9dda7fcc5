import { Alert, Button, Icon } from '@lode/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFile } from '../../lib/cabinet/saveFile';
import { localInputToIso } from '../../lib/console';
import { PageIntro } from '../../lib/page/PageIntro';
import { staffFile, staffGet, useStaffRead } from '../../lib/pool';
import {
  auditQuery,
  noFilters,
  type AuditEntry,
  type AuditFilters as Filters,
  type AuditPage,
} from './audit';
import { AuditFilters } from './AuditFilters';
import { messages } from './auditMessages';
import { AuditTable } from './AuditTable';
import { adminAuditRoute } from './route';
import * as styles from './AdminAudit.css';

/**
 * The audit log: filter by action, actor and time; older entries page by page; the CSV export with the same filters,
 * written by the API and fetched with the user's token.
 */
export function AdminAudit() {
  const intl = useIntl();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const query = auditQuery(filters, localInputToIso);
  const first = useStaffRead<AuditPage>('/admin/audit', query);
  // Older pages, for the filters they were read with.
  const [older, setOlder] = useState<{ for: string; items: AuditEntry[]; cursor: string | null } | null>(
    null,
  );
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [csv, setCsv] = useState<'idle' | 'loading' | 'failed'>('idle');
  const filterId = JSON.stringify(query);
  const pages = older?.for === filterId ? older : null;
  const entries = [...(first.data?.items ?? []), ...(pages?.items ?? [])];
  const cursor = pages ? pages.cursor : (first.data?.nextCursor ?? null);

  const more = async () => {
    if (!cursor) return;
    setMoreState('loading');
    try {
      const page = await staffGet<AuditPage>('/admin/audit', { ...query, cursor });
      setOlder({ for: filterId, items: [...(pages?.items ?? []), ...page.items], cursor: page.nextCursor });
      setMoreState('idle');
    } catch {
      setMoreState('failed');
    }
  };
  const download = async () => {
    setCsv('loading');
    try {
      saveFile('lode-audit.csv', await staffFile('/admin/audit.csv', query));
      setCsv('idle');
    } catch {
      setCsv('failed');
    }
  };

  return (
    <>
      <PageIntro route={adminAuditRoute} />
      <AuditFilters value={filters} onApply={setFilters} />
      <div className={styles.actions}>
        <Button variant="outline" size="sm" loading={csv === 'loading'} onClick={() => void download()}>
          <Icon name="lucide:download" size={16} />
          <FormattedMessage {...messages.csv} />
        </Button>
      </div>
      {csv === 'failed' && (
        <Alert tone="error" live="polite">
          <FormattedMessage {...messages.csvFailed} />
        </Alert>
      )}
      <AuditTable
        entries={entries}
        loading={first.data === undefined && !first.isError}
        error={first.isError ? intl.formatMessage(messages.loadFailed) : undefined}
        onRetry={() => void first.refetch()}
      />
      {moreState === 'failed' && (
        <Alert tone="error" live="polite">
          <FormattedMessage {...messages.moreFailed} />
        </Alert>
      )}
      {cursor && (
        <div className={styles.actions}>
          <Button variant="outline" loading={moreState === 'loading'} onClick={() => void more()}>
            <FormattedMessage {...messages.more} />
          </Button>
        </div>
      )}
    </>
  );
}
