import { useFormat } from '@lode/i18n';
import { Alert, Button, CopyButton } from '@lode/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import type { TelegramLink, TelegramLinkCode } from '../../../lib/cabinet/telegramQueries';
import { activeLinkIds, newlyLinked, telegramPollMs } from './telegram';
import { messages, valued } from './telegramMessages';
import * as styles from './Telegram.css';

/** Props of {@link TelegramLinker}. */
export interface TelegramLinkerProps {
  /** The account's chats as last read. */
  links: readonly TelegramLink[];
  /** Asks the API for a one-time deep link. */
  onLink: () => Promise<TelegramLinkCode>;
  /** Reads the chats again (while a deep link waits to be used). */
  onPoll: () => void;
  /** How often to read them, in milliseconds. */
  pollMs?: number;
}

interface Attempt {
  code: TelegramLinkCode;
  /** The working chats when the link was made: a chat not among them was linked by it. */
  known: ReadonlySet<string>;
  expired: boolean;
}

/**
 * "Link Telegram": asks for a one-time deep link, shows it (open in Telegram, or copy) with its expiry, and reads the
 * chats every few seconds until a new one appears or the link expires; then says which.
 */
export function TelegramLinker({ links, onLink, onPoll, pollMs = telegramPollMs }: TelegramLinkerProps) {
  const intl = useIntl();
  const format = useFormat();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pollRef = useRef(onPoll);
  useEffect(() => {
    pollRef.current = onPoll;
  });
  const linked = attempt ? newlyLinked(links, attempt.known) : null;
  const pending = attempt && !linked && !attempt.expired ? attempt.code : null;

  // While the deep link waits: read the chats every `pollMs`, and stop when it expires.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => pollRef.current(), pollMs);
    const expiry = setTimeout(
      () => setAttempt((current) => (current ? { ...current, expired: true } : current)),
      Math.max(0, Date.parse(pending.expiresAt) - Date.now()),
    );
    return () => {
      clearInterval(timer);
      clearTimeout(expiry);
    };
  }, [pending, pollMs]);

  const ask = async () => {
    setAsking(true);
    setFailure(null);
    setAttempt(null);
    try {
      const code = await onLink();
      setAttempt({ code, known: activeLinkIds(links), expired: false });
    } catch (error) {
      setFailure(
        intl.formatMessage(valued.linkFailed, {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    } finally {
      setAsking(false);
    }
  };

  const outcome: { tone: 'success' | 'warning' | 'error'; text: string } | null = failure
    ? { tone: 'error', text: failure }
    : linked
      ? { tone: 'success', text: intl.formatMessage(valued.linked, { chat: linked.chat }) }
      : attempt?.expired
        ? { tone: 'warning', text: intl.formatMessage(messages.expired) }
        : null;

  const hasChats = links.some((l) => l.status === 'active');
  return (
    <div className={pageStyles.stack}>
      {pending ? (
        <div className={styles.pending} data-testid="telegram-pending">
          <p className={styles.meta}>
            {intl.formatMessage(valued.instructions, {
              time: format.date(Date.parse(pending.expiresAt), { timeStyle: 'short' }),
            })}
          </p>
          <p className={pageStyles.secret} data-testid="telegram-deep-link">
            {pending.url}
          </p>
          <div className={pageStyles.actions}>
            <Button asChild>
              <a href={pending.url} target="_blank" rel="noreferrer">
                <FormattedMessage {...messages.open} />
              </a>
            </Button>
            <CopyButton
              variant="outline"
              value={pending.url}
              label={intl.formatMessage(messages.copy)}
              copiedLabel={intl.formatMessage(messages.copied)}
              failedLabel={intl.formatMessage(messages.copyFailed)}
            />
          </div>
          <p className={styles.meta} aria-live="polite">
            <FormattedMessage {...messages.waiting} />
          </p>
        </div>
      ) : (
        <div className={pageStyles.actions}>
          <Button variant={hasChats ? 'outline' : 'solid'} loading={asking} onClick={() => void ask()}>
            <FormattedMessage {...(hasChats ? messages.linkAnother : messages.link)} />
          </Button>
        </div>
      )}
      <div role="status" data-testid="telegram-outcome">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </div>
  );
}
