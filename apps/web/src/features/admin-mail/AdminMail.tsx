import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { MailOutbox } from './MailOutbox';
import { mailStatuses, useOutbox, useRetryMail, type MailFilters, type MailStatus } from './mailQueries';
import { messages } from './messages';
import { adminMailRoute } from './route';

/** The filters the address holds (`?status=failed&q=ada`); an unknown status is none. */
function filtersOf(params: URLSearchParams): MailFilters {
  const status = params.get('status');
  const q = params.get('q');
  return {
    ...(mailStatuses.includes(status as MailStatus) ? { status: status as MailStatus } : {}),
    ...(q ? { q } : {}),
  };
}

/** `/admin/mail`: the outbox by status, failed mail with the server's answer and next attempt, and "retry now". */
export function AdminMail() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const outbox = useOutbox(filters);
  const retry = useRetryMail();
  return (
    <article>
      <PageIntro route={adminMailRoute} />
      <MailOutbox
        filters={filters}
        onFilter={(next) =>
          setParams({ ...(next.status ? { status: next.status } : {}), ...(next.q ? { q: next.q } : {}) })
        }
        items={outbox.data?.items}
        loading={outbox.isPending}
        error={outbox.isError ? intl.formatMessage(messages.failed) : undefined}
        onReload={() => void outbox.refetch()}
        onRetryMail={retry}
      />
    </article>
  );
}
