import { Alert, Button, Skeleton } from '@lode/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readRouteRulesSource, type RouteRulesSource } from '../../lib/console';
import { PageIntro } from '../../lib/page/PageIntro';
import { ApiError, staffKeys, staffSend, usePoolCache, useStaffRead, useStaffWrite } from '../../lib/pool';
import { useAppBasePath } from '../../lib/runtime/basePath';
import { PathTester } from './PathTester';
import { RedirectsEditor } from './RedirectsEditor';
import { messages, valued } from './redirectMessages';
import {
  rowsOf,
  rulesOf,
  tableProblems,
  type RedirectRow,
  type RedirectTable,
  type TableProblems,
} from './redirectTable';
import { adminRedirectsRoute } from './route';
import * as styles from './AdminRedirects.css';

/** Keys of the editor's rows, unique in the page's life. */
let rowCount = 0;
const nextKey = () => `rule-${++rowCount}`;

/** The host's rules source, read once; undefined until it answers or when it does not say. */
function useRulesSource(): RouteRulesSource | undefined {
  const basePath = useAppBasePath();
  const [source, setSource] = useState<RouteRulesSource>();
  useEffect(() => {
    const controller = new AbortController();
    readRouteRulesSource(basePath, controller.signal).then(setSource, () => undefined);
    return () => controller.abort();
  }, [basePath]);
  return source;
}

/**
 * The redirects page: the route rules as an editable table, saved whole (the API validates: pattern syntax, no loop,
 * nothing that catches the console or sign-in, only http(s) outside), "test a path" on the table being edited, and a
 * notice when the host servers apply their file's rules instead.
 */
export function AdminRedirects() {
  const intl = useIntl();
  const cache = usePoolCache();
  const key = staffKeys.read<RedirectTable>('/admin/redirects');
  const table = useStaffRead<RedirectTable>('/admin/redirects');
  const source = useRulesSource();
  const [rows, setRows] = useState<RedirectRow[] | null>(null);
  const [problems, setProblems] = useState<TableProblems>({ rows: {} });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useStaffWrite(
    (rules: ReturnType<typeof rulesOf>) => staffSend<RedirectTable>('PUT', '/admin/redirects', { rules }),
    (answer) => cache.setData(key, answer),
  );
  // The form starts from the table once it arrives (state adjusted during render, as React advises), and keeps what
  // is typed from then on.
  if (rows === null && table.data) setRows(rowsOf(table.data.rules, nextKey));
  const shown = rows;
  const edit = (next: RedirectRow[]) => {
    setRows(next);
    setOutcome(null);
  };

  const submit = async () => {
    if (!shown) return;
    setOutcome(null);
    setProblems({ rows: {} });
    try {
      const answer = await save.run(rulesOf(shown));
      setRows(rowsOf(answer.rules, nextKey));
      setOutcome({ tone: 'success', text: intl.formatMessage(valued.saved, { version: answer.version }) });
    } catch (error) {
      const found = error instanceof ApiError ? tableProblems(error.fields) : { rows: {} };
      setProblems(found);
      const fieldErrors = Object.keys(found.rows).length > 0 || found.table !== undefined;
      setOutcome({
        tone: 'error',
        text: fieldErrors
          ? [intl.formatMessage(messages.fixFields), found.table].filter(Boolean).join(' ')
          : intl.formatMessage(valued.failed, { reason: (error as Error).message }),
      });
    }
  };

  return (
    <>
      <PageIntro route={adminRedirectsRoute} />
      {source === 'file' && (
        <Alert tone="warning" data-testid="redirects-file-source">
          <FormattedMessage {...messages.fileSource} />
        </Alert>
      )}
      {table.isError && !shown ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void table.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...messages.loadFailed} />
        </Alert>
      ) : !shown ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        <div className={styles.stack}>
          {table.data && (
            <p className={styles.muted}>
              {intl.formatMessage(valued.version, { version: table.data.version })}
            </p>
          )}
          <RedirectsEditor
            rows={shown}
            onChange={edit}
            onAdd={() => edit([...shown, { key: nextKey(), match: '', redirect: '', status: 301 }])}
            problems={problems}
          />
          {outcome && (
            <Alert tone={outcome.tone} live="polite" data-testid="redirects-outcome">
              {outcome.text}
            </Alert>
          )}
          <div>
            <Button type="button" loading={save.pending} onClick={() => void submit()}>
              <FormattedMessage {...messages.save} />
            </Button>
          </div>
          <PathTester rules={rulesOf(shown)} />
        </div>
      )}
    </>
  );
}
