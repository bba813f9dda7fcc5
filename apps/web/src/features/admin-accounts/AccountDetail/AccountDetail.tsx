import { LocaleLink, useFormat } from '@lode/i18n';
import { Alert, Badge, Button, ConfirmDialog, DataTable, Skeleton, type DataTableColumn } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as cabinet from '../../../lib/cabinet/cabinet.css';
import * as facts from '../../../lib/cabinet/settingsPages.css';
import { NotReported } from '../../../lib/figures';
import { useTableLabels } from '../../../lib/tables';
import type { AccountDetail as Account, BanInput, StaffSubAccount } from '../accountQueries';
import { AddressList } from '../AccountSearch';
import { BanDialog } from '../BanDialog';
import { messages, reasonNames, valued } from '../messages';

/** Props of {@link AccountDetail}. */
export interface AccountDetailProps {
  /** The account; undefined while it loads or when it could not be read. */
  account: Account | undefined;
  /** Why it could not be read: `not_found`, or a sentence; undefined when it was. */
  error?: 'not_found' | string;
  /** Asks again after a failure. */
  onRetry: () => void;
  /** The viewer may ban and unban (the admin role); support sees the data without the buttons. */
  canBan: boolean;
  /** Bans the account; rejects with the API's refusal. */
  onBan: (input: BanInput) => Promise<unknown>;
  /** Lifts the ban; rejects with the API's refusal. */
  onUnban: () => Promise<unknown>;
}

/** One account: its facts, its ban (with Ban or Lift for an admin), its sub-accounts and their workers and balances. */
export function AccountDetail({ account, error, onRetry, canBan, onBan, onUnban }: AccountDetailProps) {
  const intl = useIntl();
  const format = useFormat();
  const labels = useTableLabels();
  const back = (
    <p>
      <LocaleLink to="/admin/accounts">
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
  if (!account)
    return (
      <div aria-busy="true">
        <Skeleton height={24} width="40%" />
        <Skeleton height={120} />
      </div>
    );

  const date = (at: string | number) =>
    format.date(typeof at === 'number' ? at : Date.parse(at), { dateStyle: 'medium', timeStyle: 'short' });
  const columns: DataTableColumn<StaffSubAccount>[] = [
    { id: 'name', header: intl.formatMessage(messages.subaccountName), cell: (s) => s.name, rowHeader: true },
    {
      id: 'online',
      header: intl.formatMessage(messages.workersOnline),
      align: 'end',
      cell: (s) => (s.workersOnline === null ? <NotReported /> : intl.formatNumber(s.workersOnline)),
    },
    {
      id: 'offline',
      header: intl.formatMessage(messages.workersOffline),
      align: 'end',
      cell: (s) => (s.workersOffline === null ? <NotReported /> : intl.formatNumber(s.workersOffline)),
    },
    {
      id: 'balances',
      header: intl.formatMessage(messages.balances),
      cell: (s) =>
        s.balances.length === 0
          ? intl.formatMessage(messages.noBalance)
          : s.balances.map((b) => `${b.amount} ${b.coin}`).join(', '),
    },
    {
      id: 'addresses',
      header: intl.formatMessage(messages.addresses),
      cell: (s) => <AddressList addresses={s.addresses} />,
    },
  ];
  const ban = account.banned;
  return (
    <>
      {back}
      <section className={cabinet.section} aria-labelledby="account-facts">
        <h2 id="account-facts" className={cabinet.sectionTitle}>
          <FormattedMessage {...messages.facts} />
        </h2>
        <dl className={facts.facts}>
          <dt className={facts.factLabel}>
            <FormattedMessage {...messages.user} />
          </dt>
          <dd className={facts.factValue}>{account.username}</dd>
          <dt className={facts.factLabel}>
            <FormattedMessage {...messages.email} />
          </dt>
          <dd className={facts.factValue}>{account.email ?? intl.formatMessage(messages.noEmail)}</dd>
          <dt className={facts.factLabel}>
            <FormattedMessage {...messages.created} />
          </dt>
          <dd className={facts.factValue}>{date(account.createdAt)}</dd>
          <dt className={facts.factLabel}>
            <FormattedMessage {...messages.id} />
          </dt>
          <dd className={`${facts.factValue} ${cabinet.mono}`}>{account.sub}</dd>
        </dl>
      </section>
      <section className={cabinet.section} aria-labelledby="account-ban">
        <h2 id="account-ban" className={cabinet.sectionTitle}>
          <FormattedMessage {...messages.banTitle} />{' '}
          {ban ? (
            <Badge tone="error">
              <FormattedMessage {...messages.banned} />
            </Badge>
          ) : (
            <Badge tone="success">
              <FormattedMessage {...messages.active} />
            </Badge>
          )}
        </h2>
        {ban ? (
          <>
            <p data-testid="ban-summary">
              {intl.formatMessage(valued.bannedSince, {
                reason: intl.formatMessage(reasonNames[ban.reason]),
                date: date(ban.at),
                by: ban.by,
              })}
            </p>
            {ban.note && <blockquote className={cabinet.muted}>{ban.note}</blockquote>}
          </>
        ) : (
          <p>
            <FormattedMessage {...messages.notBanned} />
          </p>
        )}
        {!canBan ? (
          <p className={cabinet.muted}>
            <FormattedMessage {...messages.supportOnly} />
          </p>
        ) : ban ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <FormattedMessage {...messages.unban} />
              </Button>
            }
            title={intl.formatMessage(valued.unbanTitle, { user: account.username })}
            description={intl.formatMessage(valued.unbanDescription, { user: account.username })}
            confirmLabel={intl.formatMessage(messages.unbanConfirm)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            onConfirm={async () => void (await onUnban())}
            errorMessage={(e) =>
              intl.formatMessage(valued.failed, { reason: e instanceof Error ? e.message : String(e) })
            }
          />
        ) : (
          <BanDialog username={account.username} onBan={onBan} />
        )}
      </section>
      <section className={cabinet.section} aria-labelledby="account-subaccounts">
        <h2 id="account-subaccounts" className={cabinet.sectionTitle}>
          <FormattedMessage {...messages.subaccountsTitle} />
        </h2>
        <DataTable
          caption={intl.formatMessage(messages.subaccountsCaption)}
          columns={columns}
          rows={account.subaccounts}
          getRowId={(s) => s.key}
          pagination={false}
          emptyMessage={intl.formatMessage(messages.noSubaccounts)}
          labels={labels}
        />
      </section>
    </>
  );
}
