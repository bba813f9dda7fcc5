import { Button, Checkbox, Select, TextField } from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import type { WebhookCreate, WebhookCreated, WebhookFormat } from '../../../lib/cabinet/webhookQueries';
import { ApiError } from '../../../lib/pool';
import {
  isWebhookFormat,
  knownUrlProblem,
  webhookDescriptionMax,
  webhookDescriptionProblem,
  webhookFormats,
  webhookUrlProblem,
} from './webhook';
import { formatLabel, messages, urlProblemText, valued } from './webhookMessages';
import { WebhookSecretDialog } from './WebhookSecretDialog';
import * as own from './Webhooks.css';

/** Props of {@link AddWebhook}. */
export interface AddWebhookProps {
  /** The account's active sub-accounts, by name, to limit an endpoint to. */
  subaccounts: readonly string[];
  /** Adds the endpoint; resolves with it and its secret, rejects with the API's refusal. */
  onAdd: (endpoint: WebhookCreate) => Promise<WebhookCreated>;
}

interface Problems {
  url?: string;
  description?: string;
  subaccounts?: string;
  form?: string;
}

/**
 * The form that adds a webhook endpoint (URL, description, format, sub-accounts) and, once the API answered, its
 * signing secret in a dialog, the only time it is shown. A refusal keeps what was typed and marks the field at fault.
 */
export function AddWebhook({ subaccounts, onAdd }: AddWebhookProps) {
  const intl = useIntl();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('standard');
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLInputElement>(null);

  const check = (): Problems => {
    const found: Problems = {};
    const urlProblem = webhookUrlProblem(url);
    if (urlProblem) found.url = urlProblemText(intl, urlProblem);
    if (webhookDescriptionProblem(description))
      found.description = intl.formatMessage(valued.descriptionTooLong, { max: webhookDescriptionMax });
    if (!all && chosen.size === 0) found.subaccounts = intl.formatMessage(messages.subaccountsRequired);
    return found;
  };

  const show = (found: Problems) => {
    setProblems(found);
    if (found.url) urlField.current?.focus();
    else if (found.description) descriptionField.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check();
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setProblems({});
    setPending(true);
    try {
      const answer = await onAdd({
        url: url.trim(),
        description: description.trim(),
        format,
        subaccounts: all ? null : subaccounts.filter((s) => chosen.has(s)),
      });
      setSecret(answer.secret);
      setUrl('');
      setDescription('');
      setFormat('standard');
      setAll(true);
      setChosen(new Set());
    } catch (error) {
      show(refusal(error));
    } finally {
      setPending(false);
    }
  };

  /** The API's refusal on the fields it names; anything else under the form. */
  const refusal = (error: unknown): Problems => {
    const reason = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ApiError)) return { form: intl.formatMessage(valued.addFailed, { reason }) };
    const found: Problems = {};
    const { url: urlFault, description: descriptionFault, subaccounts: subaccountsFault } = error.fields;
    if (urlFault) {
      const known = knownUrlProblem(urlFault);
      found.url = known ? urlProblemText(intl, known) : urlFault;
    }
    if (descriptionFault) found.description = descriptionFault;
    if (subaccountsFault) found.subaccounts = subaccountsFault;
    const named = Object.keys(found).length > 0;
    found.form = intl.formatMessage(valued.addFailed, {
      reason: named ? Object.values(found).join(' ') : reason,
    });
    return found;
  };

  return (
    <section className={own.add} aria-labelledby="webhook-add-title">
      <h3 id="webhook-add-title" className={own.groupTitle}>
        <FormattedMessage {...messages.addTitle} />
      </h3>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={urlField}
          type="url"
          label={intl.formatMessage(messages.url)}
          hint={intl.formatMessage(messages.urlHint)}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={problems.url}
          autoComplete="off"
          inputMode="url"
          placeholder="https://"
          data-testid="webhook-url"
        />
        <TextField
          ref={descriptionField}
          label={intl.formatMessage(messages.descriptionField)}
          hint={intl.formatMessage(messages.descriptionHint)}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={problems.description}
          autoComplete="off"
          maxLength={webhookDescriptionMax * 2}
        />
        <Select
          label={intl.formatMessage(messages.format)}
          hint={intl.formatMessage(messages.formatHint)}
          value={format}
          options={webhookFormats.map((f) => ({ value: f, label: formatLabel(intl, f) }))}
          onValueChange={(next) => {
            if (isWebhookFormat(next)) setFormat(next);
          }}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage {...messages.subaccounts} />
          </legend>
          <Checkbox
            label={intl.formatMessage(messages.allSubaccounts)}
            checked={all}
            onCheckedChange={setAll}
          />
          {!all &&
            subaccounts.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={chosen.has(name)}
                onCheckedChange={(checked) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (checked) next.add(name);
                    else next.delete(name);
                    return next;
                  })
                }
              />
            ))}
          {problems.subaccounts && <p className={styles.error}>{problems.subaccounts}</p>}
        </fieldset>
        {problems.form && (
          <p role="alert" className={styles.error} data-testid="webhook-add-error">
            {problems.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            <FormattedMessage {...messages.add} />
          </Button>
        </div>
      </form>
      <WebhookSecretDialog
        secret={secret}
        onDone={() => {
          setSecret(null);
          urlField.current?.focus();
        }}
      />
    </section>
  );
}
