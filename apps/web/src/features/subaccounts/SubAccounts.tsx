import { DataTable, type SortState } from '@lode/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import { AlgorithmNote } from '../../lib/cabinet/AlgorithmNote';
import { PageIntro } from '../../lib/page/PageIntro';
import { useSubAccountOverview } from '../../lib/subaccounts';
import { useTableLabels } from '../../lib/tables';
import { OverviewCards } from './OverviewCards';
import { balanceCoins, overviewMessages, useOverviewColumns } from './overviewColumns';
import { subAccountsRoute } from './route';
import * as styles from './SubAccounts.css';

/**
 * The overview of every sub-account (`/subaccounts`): for the algorithm chosen, each one's hashrate, workers online
 * and offline and unpaid balance per coin, sortable, with the totals; archived ones marked. A name opens that
 * sub-account's dashboard. Cards on a phone.
 */
export function SubAccounts() {
  return (
    <article>
      <PageIntro route={subAccountsRoute} />
      <AlgorithmNote />
      <SubAccountsContent />
    </article>
  );
}

function SubAccountsContent() {
  const intl = useIntl();
  const tableLabels = useTableLabels();
  const { activeAlgorithm } = useAlgorithm();
  const overview = useSubAccountOverview(activeAlgorithm);
  const columns = useOverviewColumns(balanceCoins(activeAlgorithm, overview.data));
  // The sort lives in the URL, so a view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const sortColumn = params.get('sort');
  const sort: SortState | null = sortColumn
    ? { columnId: sortColumn, direction: params.get('order') === 'desc' ? 'descending' : 'ascending' }
    : null;
  const setSort = (next: SortState) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('sort', next.columnId);
        updated.set('order', next.direction === 'descending' ? 'desc' : 'asc');
        return updated;
      },
      { replace: true },
    );
  const totals = overview.data?.totals;
  const error = overview.isError ? intl.formatMessage(overviewMessages.failed) : undefined;
  return (
    <>
      <div className={styles.table}>
        <DataTable
          labels={tableLabels}
          caption={intl.formatMessage(overviewMessages.caption)}
          columns={columns}
          rows={overview.data?.items ?? []}
          getRowId={(row) => row.name}
          pagination={false}
          sort={sort}
          onSortChange={setSort}
          loading={overview.isPending}
          loadingRows={3}
          error={error}
          onRetry={() => void overview.refetch()}
          emptyMessage={intl.formatMessage(overviewMessages.empty)}
          summary={totals && Object.fromEntries(columns.map((c) => [c.id, c.total(totals)]))}
        />
      </div>
      <OverviewCards
        columns={columns}
        overview={overview.data}
        sort={sort}
        onSortChange={setSort}
        error={error}
        onRetry={() => void overview.refetch()}
      />
    </>
  );
}
