import { Alert, Button } from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { TextAreaField } from '../../../lib/console';
import { ApiError } from '../../../lib/pool/apiError';
import type { MessageLocale } from '../inboxQueries';
import { languageNames, messages, valued } from '../messages';

/** The longest answer the API sends. */
export const replyLimit = 10_000;

/** Props of {@link ReplyForm}. */
export interface ReplyFormProps {
  /** The language the sender wrote in: the answer's mail goes out in it. */
  locale: MessageLocale;
  /** Sends the answer; rejects with the API's refusal (a field error under the field). */
  onReply: (body: string) => Promise<unknown>;
}

/**
 * The answer to a contact message: says which language the mail goes out in, keeps what was typed when sending fails
 * and shows the API's field error under the field; empties once the answer is on its way.
 */
export function ReplyForm({ locale, onReply }: ReplyFormProps) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ kind: 'sent' } | { kind: 'failed'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  // The field's box: its textarea gets the focus when the answer needs a change.
  const field = useRef<HTMLDivElement>(null);
  const focusField = () => field.current?.querySelector('textarea')?.focus();
  const language = intl.formatMessage(locale in languageNames ? languageNames[locale] : languageNames.en);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    if (body.trim() === '') {
      setError(intl.formatMessage(messages.replyRequired));
      focusField();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onReply(body.trim());
      setBody('');
      setOutcome({ kind: 'sent' });
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      if (fields.body) {
        setError(fields.body);
        focusField();
      }
      setOutcome({
        kind: 'failed',
        text: fields.body
          ? intl.formatMessage(messages.invalid)
          : intl.formatMessage(valued.failed, {
              reason: caught instanceof Error ? caught.message : String(caught),
            }),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="inbox-reply-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="inbox-reply-title" className={styles.legend}>
        <FormattedMessage {...messages.replyTitle} />
      </h2>
      <p data-testid="reply-language">{intl.formatMessage(valued.replyLanguage, { language })}</p>
      <div ref={field}>
        <TextAreaField
          label={intl.formatMessage(messages.reply)}
          hint={intl.formatMessage(valued.counter, { count: [...body].length, max: replyLimit })}
          value={body}
          onChange={setBody}
          error={error}
          rows={8}
          required
        />
      </div>
      {outcome?.kind === 'sent' && (
        <Alert tone="success" live="polite">
          <FormattedMessage {...messages.sent} />
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert tone="error" live="assertive">
          {outcome.text}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          <FormattedMessage {...messages.send} />
        </Button>
      </div>
    </form>
  );
}
