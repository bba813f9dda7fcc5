import { LocaleLink, useFormat } from '@lode/i18n';
import {
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  CopyButton,
  DataTable,
  Dialog,
  TextField,
  type DataTableColumn,
} from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../lib/pool';
import * as cabinet from '../../lib/cabinet/cabinet.css';
import * as styles from '../../lib/cabinet/settingsPages.css';
import {
  useApiKeys,
  useCreateApiKey,
  useRevokeApiKey,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '../../lib/cabinet/settingsQueries';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import { apiKeysRoute } from './route';

/** The scopes a key can be given, in the order the form lists them. */
export const apiKeyScopes: readonly ApiKeyScope[] = ['account:read', 'settings:read', 'settings:write'];

/** Longest key name the API takes. */
const nameMaxLength = 64;

const messages = defineMessages({
  createTitle: { id: 'apiKeys.create.title', defaultMessage: 'Create a key' },
  createDescription: {
    id: 'apiKeys.create.description',
    defaultMessage:
      'A key lets a script or a monitoring tool call the pool API as you, with only the scopes you give it. Send it in the X-API-Key header.',
  },
  name: { id: 'apiKeys.name', defaultMessage: 'Name' },
  nameHint: { id: 'apiKeys.name.hint', defaultMessage: 'Where the key is used, e.g. “Grafana”.' },
  scopes: { id: 'apiKeys.scopes', defaultMessage: 'Scopes' },
  'account:read': { id: 'apiKeys.scope.accountRead', defaultMessage: 'Read account figures' },
  'settings:read': { id: 'apiKeys.scope.settingsRead', defaultMessage: 'Read settings' },
  'settings:write': { id: 'apiKeys.scope.settingsWrite', defaultMessage: 'Change settings' },
  accountReadHint: {
    id: 'apiKeys.scope.accountRead.hint',
    defaultMessage: 'Hashrate, workers, earnings and payouts.',
  },
  settingsReadHint: {
    id: 'apiKeys.scope.settingsRead.hint',
    defaultMessage: 'Wallets and notification settings.',
  },
  settingsWriteHint: {
    id: 'apiKeys.scope.settingsWrite.hint',
    defaultMessage: 'Change wallets and notification settings: give it only to tools you trust.',
  },
  noScope: { id: 'apiKeys.error.noScope', defaultMessage: 'Choose at least one scope' },
  required: { id: 'apiKeys.error.required', defaultMessage: 'This field is required' },
  create: { id: 'apiKeys.create', defaultMessage: 'Create key' },
  createdTitle: { id: 'apiKeys.created.title', defaultMessage: 'Your new API key' },
  createdDescription: {
    id: 'apiKeys.created.description',
    defaultMessage:
      'Copy it now and keep it safe: you will not see it again. Only a fingerprint of it is stored.',
  },
  copy: { id: 'apiKeys.copy', defaultMessage: 'Copy key' },
  copied: { id: 'apiKeys.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'apiKeys.copyFailed', defaultMessage: 'Copy failed: select the key and copy it' },
  done: { id: 'apiKeys.done', defaultMessage: 'I have copied it' },
  close: { id: 'apiKeys.close', defaultMessage: 'Close' },
  listTitle: { id: 'apiKeys.list.title', defaultMessage: 'Your keys' },
  caption: { id: 'apiKeys.caption', defaultMessage: 'API keys' },
  prefix: { id: 'apiKeys.column.prefix', defaultMessage: 'Starts with' },
  created: { id: 'apiKeys.column.created', defaultMessage: 'Created' },
  lastUsed: { id: 'apiKeys.column.lastUsed', defaultMessage: 'Last use' },
  status: { id: 'apiKeys.column.status', defaultMessage: 'Status' },
  actions: { id: 'apiKeys.column.actions', defaultMessage: 'Actions' },
  never: { id: 'apiKeys.never', defaultMessage: 'Never' },
  active: { id: 'apiKeys.status.active', defaultMessage: 'Active' },
  revoke: { id: 'apiKeys.revoke', defaultMessage: 'Revoke' },
  revokeConfirm: { id: 'apiKeys.revoke.confirm', defaultMessage: 'Revoke key' },
  cancel: { id: 'apiKeys.cancel', defaultMessage: 'Cancel' },
  empty: {
    id: 'apiKeys.empty',
    defaultMessage: 'No keys yet. Create one above to let a script or a monitoring tool read your figures.',
  },
  docs: { id: 'apiKeys.docs', defaultMessage: 'API documentation: every endpoint and the scope it needs' },
});

const valued = {
  maxLength: defineMessage<{ readonly max: number }>({
    id: 'apiKeys.error.maxLength',
    defaultMessage: 'You must enter a maximum of {max} characters',
  }),
  createFailed: defineMessage<{ readonly reason: string }>({
    id: 'apiKeys.error.create',
    defaultMessage: 'The key was not created: {reason}',
  }),
  revoked: defineMessage<{ readonly date: string }>({
    id: 'apiKeys.status.revoked',
    defaultMessage: 'Revoked {date}',
  }),
  revokeLabel: defineMessage<{ readonly name: string }>({
    id: 'apiKeys.revoke.label',
    defaultMessage: 'Revoke {name}',
  }),
  revokeTitle: defineMessage<{ readonly name: string }>({
    id: 'apiKeys.revoke.title',
    defaultMessage: 'Revoke the key “{name}”?',
  }),
  revokeDescription: defineMessage<{ readonly prefix: string }>({
    id: 'apiKeys.revoke.description',
    defaultMessage: 'Requests with the key {prefix}… are refused from now on. This cannot be undone.',
  }),
  revokeFailed: defineMessage<{ readonly reason: string }>({
    id: 'apiKeys.error.revoke',
    defaultMessage: 'The key was not revoked: {reason}',
  }),
  usage: defineMessage<{ readonly header: string }>({
    id: 'apiKeys.created.usage',
    defaultMessage: 'Send it with every request in the {header} header:',
  }),
};

const scopeHints = {
  'account:read': messages.accountReadHint,
  'settings:read': messages.settingsReadHint,
  'settings:write': messages.settingsWriteHint,
} as const;

/** The cabinet's API page: personal API keys (create with scopes, secret shown once, list, revoke) and the docs link. */
export function ApiAccess() {
  return (
    <article>
      <PageIntro route={apiKeysRoute} />
      <p>
        <LocaleLink to="/docs">
          <FormattedMessage {...messages.docs} />
        </LocaleLink>
      </p>
      <CreateKey />
      <KeyList />
    </article>
  );
}

function CreateKey() {
  const intl = useIntl();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiKeyScope>>(new Set(['account:read']));
  const [problems, setProblems] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

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
    };
    setProblems(found);
    if (found.name) nameRef.current?.focus();
    if (found.name || found.scopes) return;
    try {
      const key = await create.mutateAsync({
        name: name.trim(),
        scopes: apiKeyScopes.filter((s) => scopes.has(s)),
      });
      setCreated(key);
      setName('');
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) {
        setProblems({ name: error.fields.name });
        nameRef.current?.focus();
      } else
        setProblems({ form: intl.formatMessage(valued.createFailed, { reason: (error as Error).message }) });
    }
  };

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
        {problems.form && (
          <p role="alert" className={styles.error}>
            {problems.form}
          </p>
        )}
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

function KeyList() {
  const intl = useIntl();
  const format = useFormat();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const tableLabels = useTableLabels();
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' });

  const columns: DataTableColumn<ApiKey>[] = [
    { id: 'name', header: intl.formatMessage(messages.name), cell: (k) => k.name, rowHeader: true },
    {
      id: 'prefix',
      header: intl.formatMessage(messages.prefix),
      cell: (k) => <code className={cabinet.code}>{`${k.prefix}…`}</code>,
    },
    {
      id: 'scopes',
      header: intl.formatMessage(messages.scopes),
      cell: (k) => k.scopes.map((s) => intl.formatMessage(messages[s])).join(', '),
    },
    { id: 'created', header: intl.formatMessage(messages.created), cell: (k) => date(k.createdAt) },
    {
      id: 'lastUsed',
      header: intl.formatMessage(messages.lastUsed),
      cell: (k) =>
        k.lastUsedAt ? format.relativeTime(Date.parse(k.lastUsedAt)) : intl.formatMessage(messages.never),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (k) =>
        k.revokedAt
          ? intl.formatMessage(valued.revoked, { date: date(k.revokedAt) })
          : intl.formatMessage(messages.active),
    },
    {
      id: 'actions',
      header: intl.formatMessage(messages.actions),
      cell: (k) =>
        k.revokedAt ? null : (
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                tone="error"
                size="sm"
                aria-label={intl.formatMessage(valued.revokeLabel, { name: k.name })}
              >
                <FormattedMessage {...messages.revoke} />
              </Button>
            }
            tone="destructive"
            title={intl.formatMessage(valued.revokeTitle, { name: k.name })}
            description={intl.formatMessage(valued.revokeDescription, { prefix: k.prefix })}
            confirmLabel={intl.formatMessage(messages.revokeConfirm)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onConfirm={() => revoke.mutateAsync(k.id)}
            errorMessage={(error) =>
              intl.formatMessage(valued.revokeFailed, { reason: (error as Error).message })
            }
          />
        ),
    },
  ];

  return (
    <section className={cabinet.section} aria-labelledby="api-keys-list">
      <h2 id="api-keys-list" className={cabinet.sectionTitle}>
        <FormattedMessage {...messages.listTitle} />
      </h2>
      <DataTable
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={keys.data?.items ?? []}
        getRowId={(k) => k.id}
        pagination={false}
        loading={keys.isPending}
        error={keys.isError ? keys.error.message : undefined}
        onRetry={() => void keys.refetch()}
        emptyMessage={intl.formatMessage(messages.empty)}
        labels={tableLabels}
      />
    </section>
  );
}
