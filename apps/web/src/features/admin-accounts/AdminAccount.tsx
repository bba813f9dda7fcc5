import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { ApiError } from '../../lib/pool/apiError';
import { useAppAuth } from '../../lib/session';
import { AccountDetail } from './AccountDetail';
import { useAccount, useBanActions } from './accountQueries';
import { messages } from './messages';
import { adminAccountRoute } from './route';

/** `/admin/accounts/:sub`: one account; an admin may ban and unban it, support reads it. */
export function AdminAccount() {
  const intl = useIntl();
  const sub = useParams().sub ?? '';
  const auth = useAppAuth();
  const account = useAccount(sub);
  const { ban, unban } = useBanActions(sub);
  const notFound = account.isError && account.error instanceof ApiError && account.error.status === 404;
  return (
    <article>
      <PageIntro route={adminAccountRoute} title={account.data?.username} />
      <AccountDetail
        account={account.data}
        error={notFound ? 'not_found' : account.isError ? intl.formatMessage(messages.failed) : undefined}
        onRetry={() => void account.refetch()}
        canBan={auth.hasRealmRole('admin')}
        onBan={ban}
        onUnban={unban}
      />
    </article>
  );
}
