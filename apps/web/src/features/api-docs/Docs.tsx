import { LocaleLink } from '@lode/i18n';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { ApiBaseUrl } from './reference/ApiBaseUrl';
import * as styles from './reference/ApiDocs.css';
import type { ApiOperation } from './reference/manifest';
import { apiDocsMessages, operationCountMessage } from './reference/messages';
import operations from './reference/operations.json' with { type: 'json' };
import { apiTypeMessages } from './apiTypeMessages';
import { apiDocTypes, type ApiDocType } from './apiDocTypes';
import { PublicPage } from '../../lib/page/PublicPage';
import { docsRoute } from './route';

const messages = defineMessages({
  baseUrlText: {
    id: 'docs.baseUrl.text',
    defaultMessage:
      'Every path below is relative to this address. Requests and answers are JSON (exports are CSV); an error answers with its HTTP status and a body with a code and a message.',
  },
  types: { id: 'docs.types', defaultMessage: 'Parts of the API' },
  authLabel: { id: 'docs.auth.label', defaultMessage: 'Authentication:' },
});

const named = {
  open: defineMessage<{ readonly name: string }>({
    id: 'docs.open',
    defaultMessage: 'Open the {name} reference',
  }),
  operationsOf: defineMessage<{ readonly name: string }>({
    id: 'docs.operationsOf',
    defaultMessage: 'Operations of the {name}',
  }),
};

type RichText = { readonly code: MessageTag; readonly link: MessageTag };

const purposes = defineMessages({
  public: {
    id: 'docs.public.purpose',
    defaultMessage:
      'Pool and network figures per coin, blocks found with their effort and confirmations, the top miners, the profitability calculator and the pool’s news: what the public pages of this site show.',
  },
  account: {
    id: 'docs.account.purpose',
    defaultMessage:
      'Your own mining data: hashrate and its history, workers and their status, daily accruals and payouts (workers, accruals and payouts also as CSV files) and the referral programme.',
  },
  settings: {
    id: 'docs.settings.purpose',
    defaultMessage:
      'Your payout wallets and thresholds, notification settings and personal API keys: what the cabinet’s settings change.',
  },
  admin: {
    id: 'docs.admin.purpose',
    defaultMessage:
      'The pool operator’s console: news, maintenance, redirects, accounts and bans, the support inbox, outgoing mail and the audit log of every change.',
  },
}) satisfies Record<ApiDocType, unknown>;

const auth = {
  public: defineMessage({
    id: 'docs.public.auth',
    defaultMessage: 'none. Anyone may call these operations.',
  }),
  account: defineMessage<RichText>({
    id: 'docs.account.auth',
    defaultMessage:
      'the access token of a signed-in user as <code>Authorization: Bearer …</code>, or a personal API key in the <code>X-API-Key</code> header with the scope <code>account:read</code>. Create and revoke keys on the <link>API access</link> page.',
  }),
  settings: defineMessage<RichText>({
    id: 'docs.settings.auth',
    defaultMessage:
      'the access token of a signed-in user, or a personal API key in <code>X-API-Key</code> with the scope <code>settings:read</code> to read and <code>settings:write</code> to change. API keys themselves are managed with a signed-in user’s token only, on the <link>API access</link> page.',
  }),
  admin: defineMessage<RichText>({
    id: 'docs.admin.auth',
    defaultMessage:
      'the access token of a signed-in staff member: the realm role <code>admin</code>, or <code>support</code> for the accounts and the inbox. API keys are refused.',
  }),
} satisfies Record<ApiDocType, unknown>;

const richText = {
  code: (chunks: ReactNode[]) => <code className={styles.code}>{chunks}</code>,
  link: (chunks: ReactNode[]) => (
    <LocaleLink className={styles.link} to="/api">
      {chunks}
    </LocaleLink>
  ),
};

const operationsOf = (type: ApiDocType) =>
  (operations as ApiOperation[]).filter((operation) => operation.tag === type);

/** The API documentation (`/docs`): the base URL and each part of the API, how to call it, and its operations. */
export function Docs() {
  const intl = useIntl();
  return (
    <PublicPage route={docsRoute}>
      <section className={styles.section} aria-labelledby="docs-base-url">
        <h2 id="docs-base-url" className={styles.sectionTitle}>
          <FormattedMessage {...apiDocsMessages.baseUrl} />
        </h2>
        <ApiBaseUrl />
        <p className={`${styles.text} ${styles.muted}`}>
          <FormattedMessage {...messages.baseUrlText} />
        </p>
      </section>
      <section className={styles.section} aria-labelledby="docs-types">
        <h2 id="docs-types" className={styles.sectionTitle}>
          <FormattedMessage {...messages.types} />
        </h2>
        <ul className={styles.types}>
          {apiDocTypes.map((type) => {
            const list = operationsOf(type);
            const name = intl.formatMessage(apiTypeMessages[type]);
            return (
              <li key={type} className={styles.type} data-api-type={type}>
                <h3 className={styles.typeTitle}>{name}</h3>
                <p className={styles.text}>
                  <FormattedMessage {...purposes[type]} />
                </p>
                <p className={styles.text}>
                  <strong>
                    <FormattedMessage {...messages.authLabel} />
                  </strong>{' '}
                  {type === 'public' ? (
                    <FormattedMessage {...auth.public} />
                  ) : (
                    <FormattedMessage {...auth[type]} values={richText} />
                  )}
                </p>
                <p className={`${styles.text} ${styles.muted}`}>
                  <FormattedMessage {...operationCountMessage} values={{ count: list.length }} />
                </p>
                <ul
                  className={styles.operations}
                  aria-label={intl.formatMessage(named.operationsOf, { name })}
                >
                  {list.map((operation) => (
                    <li key={operation.operationId}>
                      <LocaleLink
                        className={styles.link}
                        to={`/docs/api-swagger/${type}/${operation.operationId}`}
                      >
                        <span className={styles.method}>{operation.method}</span>
                        <code className={styles.code}>{operation.path}</code>
                      </LocaleLink>
                    </li>
                  ))}
                </ul>
                <LocaleLink className={styles.link} to={`/docs/api-swagger/${type}`}>
                  <FormattedMessage {...named.open} values={{ name }} />
                </LocaleLink>
              </li>
            );
          })}
        </ul>
      </section>
    </PublicPage>
  );
}
