import { localePath, useLocale } from '@lode/i18n';
import { Button, DataTable, type DataTableColumn } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { useStaffRead } from '../../lib/pool';
import { messages } from './adminNewsMessages';
import type { NewsItem, NewsList } from './newsDraft';
import { NewsStatusBadge } from './NewsStatusBadge';
import { adminNewsRoute } from './route';
import * as styles from './adminNews.css';

/** The news items, newest change first, each a link to its editor; a button to write a new one. */
export function AdminNewsList() {
  const intl = useIntl();
  const locale = useLocale();
  const news = useStaffRead<NewsList>('/admin/news');
  const when = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const columns: DataTableColumn<NewsItem>[] = [
    {
      id: 'title',
      header: intl.formatMessage(messages.title),
      rowHeader: true,
      cell: (item) => (
        <Link to={localePath(`/admin/news/${encodeURIComponent(item.id)}`, locale)}>
          {item.texts.en.title || intl.formatMessage(messages.untitled)}
        </Link>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (item) => <NewsStatusBadge status={item.status} />,
    },
    { id: 'publishAt', header: intl.formatMessage(messages.publishAt), cell: (item) => when(item.publishAt) },
    { id: 'updatedAt', header: intl.formatMessage(messages.updatedAt), cell: (item) => when(item.updatedAt) },
  ];
  const rows = [...(news.data?.items ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <>
      <PageIntro route={adminNewsRoute} />
      <div className={styles.actions}>
        <Button asChild>
          <Link to={localePath('/admin/news/new', locale)}>
            <FormattedMessage {...messages.newItem} />
          </Link>
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        caption={intl.formatMessage(messages.caption)}
        loading={news.data === undefined && !news.isError}
        error={news.isError ? intl.formatMessage(messages.loadFailed) : undefined}
        onRetry={() => void news.refetch()}
        emptyMessage={intl.formatMessage(messages.empty)}
        labels={{ retry: intl.formatMessage(messages.retry) }}
      />
    </>
  );
}
