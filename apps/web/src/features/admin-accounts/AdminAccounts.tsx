import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { AccountSearch } from './AccountSearch';
import { useAccountSearch } from './accountQueries';
import { messages } from './messages';
import { adminAccountsRoute } from './route';

/** `/admin/accounts`: the search (kept in the address as `?q=`) and the accounts it finds. */
export function AdminAccounts() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const found = useAccountSearch(query);
  return (
    <article>
      <PageIntro route={adminAccountsRoute} />
      <AccountSearch
        query={query}
        onSearch={(q) => setParams(q ? { q } : {}, { replace: false })}
        items={found.data?.items}
        loading={query !== '' && found.isPending}
        error={found.isError ? intl.formatMessage(messages.failed) : undefined}
        onRetry={() => void found.refetch()}
      />
    </article>
  );
}
