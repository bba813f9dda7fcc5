import { useFormat } from '@lode/i18n';
import { Alert, Button, Card, Skeleton } from '@lode/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import type { TelegramLink, TelegramLinkCode, TelegramSettings } from '../../../lib/cabinet/telegramQueries';
import { messages, valued } from './telegramMessages';
import { TelegramLinker } from './TelegramLinker';
import * as styles from './Telegram.css';

/** The id of the section, which other parts of Settings link to. */
export const telegramSectionId = 'settings-telegram';

/** Props of {@link TelegramView}. */
export interface TelegramViewProps {
  /** The settings as the API answered them; absent while they load or when they could not be read. */
  settings: TelegramSettings | undefined;
  /** Why they could not be read, when they could not. */
  loadError?: string;
  /** Reads them again after a failure, and while a deep link waits to be used. */
  onRetry: () => void;
  /** Asks for a one-time deep link. */
  onLink: () => Promise<TelegramLinkCode>;
  /** Unlinks a chat, or dismisses the notice of a blocked one. */
  onUnlink: (id: string) => Promise<unknown>;
  /** How often to read the chats while a deep link waits, in milliseconds. */
  pollMs?: number;
}

/**
 * The settings section of Telegram: the linked chats with Unlink, a notice for each chat that blocked the bot with
 * Dismiss, and "Link Telegram". Not shown at all when the pool runs no bot.
 */
export function TelegramView({ settings, loadError, onRetry, onLink, onUnlink, pollMs }: TelegramViewProps) {
  const intl = useIntl();
  if (settings && !settings.available) return null;
  const bot = settings?.bot ? `@${settings.bot}` : '';
  return (
    <Card
      as="section"
      id={telegramSectionId}
      title={intl.formatMessage(messages.title)}
      {...(settings ? { description: intl.formatMessage(valued.description, { bot }) } : {})}
      data-testid="telegram"
    >
      {settings ? (
        <div className={pageStyles.stack}>
          <Chats links={settings.links} onUnlink={onUnlink} />
          <TelegramLinker
            links={settings.links}
            onLink={onLink}
            onPoll={onRetry}
            {...(pollMs === undefined ? {} : { pollMs })}
          />
        </div>
      ) : loadError !== undefined ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" onClick={onRetry}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...valued.loadFailed} values={{ reason: loadError }} />
        </Alert>
      ) : (
        <div aria-busy="true">
          <Skeleton height={96} />
        </div>
      )}
    </Card>
  );
}

function Chats({
  links,
  onUnlink,
}: {
  links: readonly TelegramLink[];
  onUnlink: (id: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const blocked = links.filter((l) => l.status === 'blocked');
  const active = links.filter((l) => l.status === 'active');
  const unlink = async (id: string) => {
    setBusy(id);
    setFailure(null);
    try {
      await onUnlink(id);
    } catch (error) {
      setFailure(
        intl.formatMessage(valued.unlinkFailed, {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {blocked.map((link) => (
        <Alert
          key={link.id}
          tone="warning"
          data-telegram={link.id}
          action={
            <Button
              variant="outline"
              size="sm"
              loading={busy === link.id}
              aria-label={intl.formatMessage(valued.dismissLabel, { chat: link.chat })}
              onClick={() => void unlink(link.id)}
            >
              <FormattedMessage {...messages.dismiss} />
            </Button>
          }
        >
          {intl.formatMessage(valued.blocked, { chat: link.chat })}
        </Alert>
      ))}
      {active.length === 0 ? (
        <p className={styles.meta}>
          <FormattedMessage {...messages.empty} />
        </p>
      ) : (
        <section className={pageStyles.stack} aria-labelledby="telegram-chats-title">
          <h3 id="telegram-chats-title" className={styles.groupTitle}>
            <FormattedMessage {...messages.chats} />
          </h3>
          <ul className={styles.list}>
            {active.map((link) => (
              <Chat key={link.id} link={link} busy={busy === link.id} onUnlink={() => void unlink(link.id)} />
            ))}
          </ul>
        </section>
      )}
      {failure && (
        <p role="alert" className={pageStyles.error}>
          {failure}
        </p>
      )}
    </>
  );
}

function Chat({ link, busy, onUnlink }: { link: TelegramLink; busy: boolean; onUnlink: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <li className={styles.item} data-telegram={link.id}>
      <div className={styles.chat}>
        <p className={styles.chatName}>{link.chat}</p>
        <p className={styles.meta}>
          {intl.formatMessage(valued.linkedOn, {
            date: format.date(Date.parse(link.linkedAt), { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        tone="error"
        size="sm"
        loading={busy}
        aria-label={intl.formatMessage(valued.unlinkLabel, { chat: link.chat })}
        onClick={onUnlink}
      >
        <FormattedMessage {...messages.unlink} />
      </Button>
    </li>
  );
}
