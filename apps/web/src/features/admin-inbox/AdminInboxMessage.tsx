import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import { ApiError } from '../../lib/pool/apiError';
import { InboxMessageView } from './InboxMessageView';
import { useInboxActions, useInboxMessage } from './inboxQueries';
import { messages } from './messages';
import { adminInboxMessageRoute } from './route';

/** `/admin/inbox/:id`: one message, its answers, an answer in the sender's language and its status. */
export function AdminInboxMessage() {
  const intl = useIntl();
  const id = useParams().id ?? '';
  const message = useInboxMessage(id);
  const { reply, setStatus } = useInboxActions(id);
  const notFound = message.isError && message.error instanceof ApiError && message.error.status === 404;
  return (
    <article>
      <PageIntro route={adminInboxMessageRoute} title={message.data?.subject} />
      <InboxMessageView
        message={message.data}
        error={notFound ? 'not_found' : message.isError ? intl.formatMessage(messages.failed) : undefined}
        onRetry={() => void message.refetch()}
        onReply={reply}
        onStatus={setStatus}
      />
    </article>
  );
}
