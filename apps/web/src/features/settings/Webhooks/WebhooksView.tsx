import { Alert, Button, Card, Skeleton } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import type {
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '../../../lib/cabinet/webhookQueries';
import { AddWebhook } from './AddWebhook';
import { webhookLimit } from './webhook';
import { WebhookItem } from './WebhookItem';
import { messages, valued } from './webhookMessages';
import * as styles from './Webhooks.css';

/** The id of the section, which other parts of Settings link to. */
export const webhooksSectionId = 'settings-webhooks';

/** Props of {@link WebhooksView}. */
export interface WebhooksViewProps {
  /** The endpoints as the API answered them; absent while they load or when they could not be read. */
  endpoints: readonly WebhookEndpoint[] | undefined;
  /** Why the list could not be read, when it could not. */
  loadError?: string;
  /** Reads the list again after a failure. */
  onRetry: () => void;
  /** The account's active sub-accounts, by name. */
  subaccounts: readonly string[];
  /** Adds an endpoint; resolves with it and its secret. */
  onAdd: (endpoint: WebhookCreate) => Promise<WebhookCreated>;
  /** Turns an endpoint on or off. */
  onToggle: (id: string, enabled: boolean) => Promise<unknown>;
  /** Sends a test event to an endpoint. */
  onTest: (id: string) => Promise<WebhookDelivery>;
  /** Deletes an endpoint. */
  onDelete: (id: string) => Promise<unknown>;
  /** Reads one page of an endpoint's delivery log. */
  loadDeliveries: (id: string, cursor: string | null) => Promise<WebhookDeliveryPage>;
}

/**
 * The settings section of webhooks: the endpoints with their state, switch, test event, delivery log and Delete,
 * and the form that adds one and shows its secret once.
 */
export function WebhooksView({
  endpoints,
  loadError,
  onRetry,
  subaccounts,
  onAdd,
  ...actions
}: WebhooksViewProps) {
  const intl = useIntl();
  const full = (endpoints?.length ?? 0) >= webhookLimit;
  return (
    <Card
      as="section"
      id={webhooksSectionId}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      data-testid="webhooks"
    >
      <div className={pageStyles.stack}>
        {endpoints ? (
          endpoints.length === 0 ? (
            <p className={styles.meta}>
              <FormattedMessage {...messages.empty} />
            </p>
          ) : (
            <section className={styles.group} aria-labelledby="webhooks-list-title">
              <h3 id="webhooks-list-title" className={styles.groupTitle}>
                <FormattedMessage {...messages.listTitle} />
              </h3>
              <ul className={styles.list}>
                {endpoints.map((endpoint) => (
                  <WebhookItem key={endpoint.id} endpoint={endpoint} {...actions} />
                ))}
              </ul>
            </section>
          )
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
            <Skeleton height={140} />
          </div>
        )}
        {full ? (
          <p className={styles.meta}>{intl.formatMessage(valued.limitReached, { limit: webhookLimit })}</p>
        ) : (
          <AddWebhook subaccounts={subaccounts} onAdd={onAdd} />
        )}
      </div>
    </Card>
  );
}
