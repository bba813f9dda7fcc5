import { Button, Card, Checkbox, CopyButton, Dialog, TextField } from '@lode/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as cabinet from '../../../lib/cabinet/cabinet.css';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { useCreateApiKey, type ApiKeyCreated, type ApiKeyScope } from '../../../lib/cabinet/settingsQueries';
import { useSubAccounts } from '../../../lib/cabinet/subAccountQueries';
import { ApiError } from '../../../lib/pool';
import { useSecondFactor } from '../../../lib/session/SecondFactor';
import { apiKeyScopes, messages, nameMaxLength, scopeHints, valued } from '../apiKeyMessages';
import { SubAccountChoice, type SubAccountScope } from '../SubAccountChoice';

/** What the form sends, kept while a second factor is confirmed (a key that may write needs one). */
interface KeyDraft {
  name: string;
  scopes: ApiKeyScope[];
  subaccounts?: string[];
}

/** The form that creates a key (name, scopes, sub-accounts) and the dialog that shows its secret once. */
export function CreateKey() {
  const intl = useIntl();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiKeyScope>>(new Set(['account:read']));
  const subAccounts = useSubAccounts();
  const [reach, setReach] = useState<SubAccountScope>({ mode: 'all', chosen: new Set() });
  const [problems, setProblems] = useState<{
    name?: string;
    scopes?: string;
    subaccounts?: string;
    form?: string;
  }>({});
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const secondFactor = useSecondFactor<KeyDraft>('api-key', (draft) => {
    setName(draft.name);
    setScopes(new Set(draft.scopes));
    setReach(
      draft.subaccounts
        ? { mode: 'chosen', chosen: new Set(draft.subaccounts) }
        : { mode: 'all', chosen: new Set() },
    );
  });

  // The ticked names that are still active sub-accounts, in the list's order.
  const activeNames = subAccounts.data?.items.filter((s) => !s.archivedAt).map((s) => s.name);
  const chosen = (activeNames ?? []).filter((n) => reach.chosen.has(n));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem =
      name.trim() === ''
        ? intl.formatMessage(messages.required)
        : [...name.trim()].length > nameMaxLength
          ? intl.formatMessage(valued.maxLength, { max: nameMaxLength })
          : null;
    const found = {
      ...(nameProblem ? { name: nameProblem } : {}),
      ...(scopes.size === 0 ? { scopes: intl.formatMessage(messages.noScope) } : {}),
      ...(reach.mode === 'chosen' && chosen.length === 0
        ? { subaccounts: intl.formatMessage(messages.noSubAccount) }
        : {}),
    };
    setProblems(found);
    if (found.name) nameRef.current?.focus();
    if (found.name || found.scopes || found.subaccounts) return;
    await send({
      name: name.trim(),
      scopes: apiKeyScopes.filter((s) => scopes.has(s)),
      ...(reach.mode === 'chosen' ? { subaccounts: chosen } : {}),
    });
  };

  const send = async (draft: KeyDraft) => {
    secondFactor.clear();
    try {
      const key = await create.mutateAsync(draft);
      setCreated(key);
      setName('');
    } catch (error) {
      if (secondFactor.caught(error, draft)) return;
      if (error instanceof ApiError && error.fields.name) {
        setProblems({ name: error.fields.name });
        nameRef.current?.focus();
      } else
        setProblems({ form: intl.formatMessage(valued.createFailed, { reason: (error as Error).message }) });
    }
  };

  // Back from confirming a second factor: the key is asked for once more, as it was typed.
  const { retry, retried } = secondFactor;
  useEffect(() => {
    if (!retry) return;
    retried();
    void send(retry);
    // `send` reads the render's hooks; the draft alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [retry, retried]);

  return (
    <Card as="section" title={intl.formatMessage(messages.createTitle)} className={cabinet.section}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={cabinet.muted}>
          <FormattedMessage {...messages.createDescription} />
        </p>
        <TextField
          ref={nameRef}
          label={intl.formatMessage(messages.name)}
          hint={intl.formatMessage(messages.nameHint)}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problems.name}
          autoComplete="off"
          maxLength={nameMaxLength * 2}
        />
        <fieldset
          className={styles.fieldset}
          aria-describedby={problems.scopes ? 'api-key-scopes-error' : undefined}
        >
          <legend className={styles.legend}>
            <FormattedMessage {...messages.scopes} />
          </legend>
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              label={intl.formatMessage(messages[scope])}
              hint={intl.formatMessage(scopeHints[scope])}
              checked={scopes.has(scope)}
              onCheckedChange={(checked) =>
                setScopes((current) => {
                  const next = new Set(current);
                  if (checked === true) next.add(scope);
                  else next.delete(scope);
                  return next;
                })
              }
            />
          ))}
          {problems.scopes && (
            <p id="api-key-scopes-error" role="alert" className={styles.error}>
              {problems.scopes}
            </p>
          )}
        </fieldset>
        <SubAccountChoice
          names={activeNames}
          {...(subAccounts.isError ? { loadError: subAccounts.error.message } : {})}
          onRetry={() => void subAccounts.refetch()}
          value={reach}
          onChange={(next) => {
            setReach(next);
            if (problems.subaccounts) setProblems(({ name, scopes, form }) => ({ name, scopes, form }));
          }}
          {...(problems.subaccounts ? { error: problems.subaccounts } : {})}
        />
        {problems.form && (
          <p role="alert" className={styles.error}>
            {problems.form}
          </p>
        )}
        {secondFactor.notice}
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            <FormattedMessage {...messages.create} />
          </Button>
        </div>
      </form>
      <Dialog.Root open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <Dialog.Content
          title={intl.formatMessage(messages.createdTitle)}
          description={intl.formatMessage(messages.createdDescription)}
          closeLabel={intl.formatMessage(messages.close)}
        >
          {created && (
            <div className={styles.stack}>
              <p className={styles.secret} data-testid="api-key-secret">
                {created.secret}
              </p>
              <div className={styles.actions}>
                <CopyButton
                  value={created.secret}
                  label={intl.formatMessage(messages.copy)}
                  copiedLabel={intl.formatMessage(messages.copied)}
                  failedLabel={intl.formatMessage(messages.copyFailed)}
                  data-autofocus=""
                />
              </div>
              <p className={cabinet.muted}>
                <FormattedMessage {...valued.usage} values={{ header: 'X-API-Key' }} />
              </p>
              <p className={styles.secret}>{`X-API-Key: ${created.secret}`}</p>
            </div>
          )}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button>
                <FormattedMessage {...messages.done} />
              </Button>
            </Dialog.Close>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Card>
  );
}
