import { LocaleLink, useFormat } from '@lode/i18n';
import { Button, ConfirmDialog, DataTable, type DataTableColumn } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as cabinet from '../../lib/cabinet/cabinet.css';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../../lib/cabinet/settingsQueries';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import { messages, valued } from './apiKeyMessages';
import { CreateKey } from './CreateKey';
import { apiKeysRoute } from './route';

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
    {
      id: 'subaccounts',
      header: intl.formatMessage(messages.subAccounts),
      cell: (k) =>
        k.subaccounts === null ? intl.formatMessage(messages.allSubAccounts) : intl.formatList(k.subaccounts),
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
