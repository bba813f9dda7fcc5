import { LocaleLink, useFormat } from '@lode/i18n';
import { Alert, Badge, Button, Select, Skeleton } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as cabinet from '../../../lib/cabinet/cabinet.css';
import * as facts from '../../../lib/cabinet/settingsPages.css';
import { inboxStatuses, type InboxMessage, type InboxStatus } from '../inboxQueries';
import { languageNames, mailStatusNames, messages, statusNames, valued } from '../messages';
import { ReplyForm } from '../ReplyForm';
import { StatusBadge } from '../StatusBadge';
import * as styles from './InboxMessageView.css';

/** Props of {@link InboxMessageView}. */
export interface InboxMessageViewProps {
  /** The message; undefined while it loads or when it could not be read. */
  message: InboxMessage | undefined;
  /** Why it could not be read: `not_found`, or a sentence. */
  error?: 'not_found' | string;
  /** Asks again after a failure. */
  onRetry: () => void;
  /** Sends an answer; rejects with the API's refusal. */
  onReply: (body: string) => Promise<unknown>;
  /** Changes the status; rejects with the API's refusal. */
  onStatus: (status: InboxStatus) => Promise<unknown>;
}

/** One contact message: who sent it and when, its text, the answers so far, an answer form and its status. */
export function InboxMessageView({ message, error, onRetry, onReply, onStatus }: InboxMessageViewProps) {
  const intl = useIntl();
  const format = useFormat();
  const back = (
    <p>
      <LocaleLink to="/admin/inbox">
        <FormattedMessage {...messages.back} />
      </LocaleLink>
    </p>
  );
  if (error === 'not_found')
    return (
      <>
        <Alert tone="warning">
          <FormattedMessage {...messages.notFound} />
        </Alert>
        {back}
      </>
    );
  if (error !== undefined)
    return (
      <>
        <Alert tone="error" live="polite">
          {error}{' '}
          <Button size="sm" variant="outline" onClick={onRetry}>
            <FormattedMessage {...messages.retry} />
          </Button>
        </Alert>
        {back}
      </>
    );
  if (!message)
    return (
      <div aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={160} />
      </div>
    );
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {back}
      <div className={styles.columns}>
        <div>
          <section className={cabinet.section} aria-labelledby="inbox-message">
            <h2 id="inbox-message" className={cabinet.sectionTitle}>
              <FormattedMessage {...messages.message} /> <StatusBadge status={message.status} />
            </h2>
            <dl className={facts.facts}>
              <dt className={facts.factLabel}>
                <FormattedMessage {...messages.from} />
              </dt>
              <dd className={facts.factValue}>{message.name}</dd>
              <dt className={facts.factLabel}>
                <FormattedMessage {...messages.email} />
              </dt>
              <dd className={facts.factValue}>{message.email}</dd>
              <dt className={facts.factLabel}>
                <FormattedMessage {...messages.language} />
              </dt>
              <dd className={facts.factValue}>
                {message.locale in languageNames
                  ? intl.formatMessage(languageNames[message.locale])
                  : message.locale}
              </dd>
              <dt className={facts.factLabel}>
                <FormattedMessage {...messages.received} />
              </dt>
              <dd className={facts.factValue}>{date(message.createdAt)}</dd>
            </dl>
            <p className={styles.text} data-testid="inbox-message-text">
              {message.message}
            </p>
          </section>
          <section className={cabinet.section} aria-labelledby="inbox-replies">
            <h2 id="inbox-replies" className={cabinet.sectionTitle}>
              <FormattedMessage {...messages.repliesTitle} />
            </h2>
            {message.replies.length === 0 ? (
              <p className={cabinet.muted}>
                <FormattedMessage {...messages.noReplies} />
              </p>
            ) : (
              <ol className={styles.replies}>
                {message.replies.map((r) => (
                  <li key={r.id} className={styles.reply}>
                    <span className={styles.replyMeta}>
                      {intl.formatMessage(valued.repliedBy, {
                        author: r.author,
                        date: date(r.createdAt),
                      })}
                      {r.mailStatus ? (
                        <Badge tone={r.mailStatus === 'failed' ? 'error' : 'neutral'}>
                          {intl.formatMessage(mailStatusNames[r.mailStatus])}
                        </Badge>
                      ) : null}
                    </span>
                    <p className={styles.text}>{r.body}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div>
          <section className={cabinet.section}>
            <ReplyForm key={message.id} locale={message.locale} onReply={onReply} />
          </section>
          <section className={cabinet.section} aria-labelledby="inbox-status">
            <h2 id="inbox-status" className={cabinet.sectionTitle}>
              <FormattedMessage {...messages.statusTitle} />
            </h2>
            <StatusForm key={message.status} status={message.status} onStatus={onStatus} />
          </section>
        </div>
      </div>
    </>
  );
}

/** The status select and its button; a refusal is said under it. */
function StatusForm({
  status,
  onStatus,
}: {
  /** The status now. */ status: InboxStatus;
  /** Changes it. */ onStatus: (status: InboxStatus) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<InboxStatus>(status);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await onStatus(chosen);
    } catch (caught) {
      setFailure(
        intl.formatMessage(valued.failed, {
          reason: caught instanceof Error ? caught.message : String(caught),
        }),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={styles.statusForm} onSubmit={(event) => void submit(event)}>
      <Select
        label={intl.formatMessage(messages.status)}
        options={inboxStatuses.map((s) => ({ value: s, label: intl.formatMessage(statusNames[s]) }))}
        value={chosen}
        onValueChange={(value) => setChosen(value as InboxStatus)}
        name="status"
      />
      <Button type="submit" variant="outline" loading={pending} disabled={chosen === status}>
        <FormattedMessage {...messages.saveStatus} />
      </Button>
      {failure && (
        <p role="alert" className={facts.error}>
          {failure}
        </p>
      )}
    </form>
  );
}
