import { Button, TextField } from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { messages, valued } from './subAccountMessages';
import { subAccountNameLength } from './subAccountName';
import * as ownStyles from './SubAccounts.css';
import { useRefusalText, useSubAccountName } from './useSubAccountName';

/** Props of {@link CreateSubAccount}. */
export interface CreateSubAccountProps {
  /** Creates the sub-account; rejects with the API's refusal. */
  onCreate: (name: string) => Promise<unknown>;
  /** How many sub-accounts a user may have, named when the API refuses one more. */
  limit: number;
}

/** The form that creates a sub-account: the name checked as it is typed, the API's refusals under it or the form. */
export function CreateSubAccount({ onCreate, limit }: CreateSubAccountProps) {
  const intl = useIntl();
  const name = useSubAccountName();
  const refusalText = useRefusalText();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    if (!name.check()) {
      field.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onCreate(name.value);
      setOutcome({ tone: 'done', text: intl.formatMessage(valued.createdNotice, { name: name.value }) });
      name.clear();
    } catch (error) {
      const text = refusalText(error, limit);
      if (text.field) {
        name.refuse(text.field);
        field.current?.focus();
      }
      if (text.form) setOutcome({ tone: 'error', text: text.form });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={ownStyles.create} aria-labelledby="subaccount-create-title">
      <h3 id="subaccount-create-title" className={ownStyles.groupTitle}>
        <FormattedMessage {...messages.createTitle} />
      </h3>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={field}
          label={intl.formatMessage(messages.name)}
          hint={intl.formatMessage(valued.nameHint, subAccountNameLength)}
          value={name.value}
          onChange={name.onChange}
          error={name.error}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="subaccount-create-name"
        />
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            <FormattedMessage {...messages.create} />
          </Button>
        </div>
        {outcome?.tone === 'error' && (
          <p role="alert" className={styles.error} data-testid="subaccount-create-error">
            {outcome.text}
          </p>
        )}
        <div role="status" className={styles.status}>
          {outcome?.tone === 'done' && outcome.text}
        </div>
      </form>
    </section>
  );
}
