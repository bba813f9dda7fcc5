import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { InboxList } from './InboxList';
import { inboxStatuses, useInbox, type InboxFilters, type InboxStatus } from './inboxQueries';
import { messages } from './messages';
import { adminInboxRoute } from './route';

/** The filters the address holds (`?status=new&q=payout`); an unknown status is none. */
function filtersOf(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const q = params.get('q');
  return {
    ...(inboxStatuses.includes(status as InboxStatus) ? { status: status as InboxStatus } : {}),
    ...(q ? { q } : {}),
  };
}

/** `/admin/inbox`: the contact messages, filtered by status and searched, newest first. */
export function AdminInbox() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const inbox = useInbox(filters);
  return (
    <article>
      <PageIntro route={adminInboxRoute} />
      <InboxList
        filters={filters}
        onFilter={(next) =>
          setParams({ ...(next.status ? { status: next.status } : {}), ...(next.q ? { q: next.q } : {}) })
        }
        items={inbox.data?.items}
        loading={inbox.isPending}
        error={inbox.isError ? intl.formatMessage(messages.failed) : undefined}
        onRetry={() => void inbox.refetch()}
      />
    </article>
  );
}
