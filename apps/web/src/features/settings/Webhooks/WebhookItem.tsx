import { useFormat } from '@lode/i18n';
import { Alert, Badge, Button, ConfirmDialog, Switch } from '@lode/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '../../../lib/cabinet/webhookQueries';
import { DeliveryLog } from './DeliveryLog';
import { webhookState } from './webhook';
import {
  attemptErrorText,
  deliveryStatusWords,
  formatLabel,
  messages,
  stateWords,
  valued,
} from './webhookMessages';
import * as styles from './Webhooks.css';

/** Props of {@link WebhookItem}. */
export interface WebhookItemProps {
  /** The endpoint as the list shows it. */
  endpoint: WebhookEndpoint;
  /** Turns the endpoint on or off; rejects with the API's refusal. */
  onToggle: (id: string, enabled: boolean) => Promise<unknown>;
  /** Sends a test event and makes its first attempt; resolves with the delivery. */
  onTest: (id: string) => Promise<WebhookDelivery>;
  /** Deletes the endpoint; rejects with the API's refusal. */
  onDelete: (id: string) => Promise<unknown>;
  /** Reads one page of the endpoint's delivery log. */
  loadDeliveries: (id: string, cursor: string | null) => Promise<WebhookDeliveryPage>;
}

const stateTones = { active: 'success', owner: 'neutral', failing: 'error' } as const;

type Outcome = { tone: 'success' | 'warning' | 'error'; text: string };

/**
 * One webhook endpoint: its URL, state and format, the sub-accounts it covers and its last delivery; the switch
 * that turns it on or off, "Send a test event", its delivery log (opened on demand) and Delete, which asks first.
 */
export function WebhookItem({ endpoint, onToggle, onTest, onDelete, loadDeliveries }: WebhookItemProps) {
  const intl = useIntl();
  const format = useFormat();
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [logVersion, setLogVersion] = useState(0);
  const [toggling, setToggling] = useState(false);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = webhookState(endpoint);
  const date = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const toggle = async (enabled: boolean) => {
    setToggling(true);
    setOutcome(null);
    try {
      await onToggle(endpoint.id, enabled);
    } catch (error) {
      setOutcome({ tone: 'error', text: intl.formatMessage(valued.toggleFailed, { reason: reason(error) }) });
    } finally {
      setToggling(false);
    }
  };

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      const delivery = await onTest(endpoint.id);
      setOutcome(testOutcome(delivery));
      setLogVersion((v) => v + 1);
    } catch (error) {
      setOutcome({ tone: 'error', text: intl.formatMessage(valued.testFailed, { reason: reason(error) }) });
    } finally {
      setTesting(false);
    }
  };

  const testOutcome = (delivery: WebhookDelivery): Outcome => {
    const attempt = delivery.lastAttempt;
    if (delivery.status === 'delivered')
      return {
        tone: 'success',
        text: intl.formatMessage(valued.testDelivered, {
          code: String(attempt?.statusCode ?? '—'),
          latency: intl.formatMessage(valued.milliseconds, { ms: format.number(attempt?.latencyMs ?? 0) }),
        }),
      };
    const why = attempt?.error
      ? attemptErrorText(intl, attempt.error) + (attempt.statusCode ? ` (HTTP ${attempt.statusCode})` : '')
      : intl.formatMessage(deliveryStatusWords[delivery.status]);
    return { tone: 'warning', text: intl.formatMessage(valued.testNotDelivered, { reason: why }) };
  };

  const facts = [
    {
      id: 'subaccounts',
      term: messages.factSubaccounts,
      value: endpoint.subaccounts ? intl.formatList(endpoint.subaccounts) : intl.formatMessage(messages.all),
    },
    { id: 'format', term: messages.factFormat, value: formatLabel(intl, endpoint.format) },
    {
      id: 'last',
      term: messages.factLast,
      value: endpoint.lastDeliveryAt
        ? intl.formatMessage(valued.lastDelivery, {
            when: format.relativeTime(Date.parse(endpoint.lastDeliveryAt)),
            code: String(endpoint.lastStatusCode ?? '—'),
          })
        : intl.formatMessage(messages.noDelivery),
    },
    { id: 'created', term: messages.factCreated, value: date(endpoint.createdAt) },
  ];

  return (
    <li className={styles.item} data-webhook={endpoint.id} data-state={state}>
      <div className={styles.head}>
        <p className={styles.url}>{endpoint.url}</p>
        <Badge tone={stateTones[state]} size="sm">
          <FormattedMessage {...stateWords[state]} />
        </Badge>
        {state === 'active' && endpoint.failingSince && (
          <Badge tone="warning" size="sm">
            {intl.formatMessage(valued.failingSince, { date: date(endpoint.failingSince) })}
          </Badge>
        )}
      </div>
      {endpoint.description && <p className={styles.meta}>{endpoint.description}</p>}
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.id} className={styles.fact} data-field={f.id}>
            <dt className={styles.factLabel}>
              <FormattedMessage {...f.term} />
            </dt>
            <dd className={styles.factValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
      {state === 'failing' && (
        <Alert tone="warning">
          {intl.formatMessage(valued.failingOff, {
            date: date(endpoint.failingSince ?? endpoint.lastDeliveryAt ?? endpoint.createdAt),
          })}
        </Alert>
      )}
      <Switch
        label={intl.formatMessage(messages.enabled)}
        checked={endpoint.enabled}
        disabled={toggling}
        onCheckedChange={(checked) => void toggle(checked)}
      />
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="sm"
          loading={testing}
          aria-label={intl.formatMessage(valued.testLabel, { url: endpoint.url })}
          onClick={() => void test()}
        >
          <FormattedMessage {...messages.test} />
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={logOpen}
          aria-controls={logId}
          aria-label={intl.formatMessage(valued.logLabel, { url: endpoint.url })}
          onClick={() => setLogOpen((open) => !open)}
        >
          <FormattedMessage {...messages.log} />
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              tone="error"
              size="sm"
              aria-label={intl.formatMessage(valued.removeLabel, { url: endpoint.url })}
            >
              <FormattedMessage {...messages.remove} />
            </Button>
          }
          tone="destructive"
          title={intl.formatMessage(valued.removeTitle, { url: endpoint.url })}
          description={intl.formatMessage(messages.removeDescription)}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={async () => {
            await onDelete(endpoint.id);
          }}
          errorMessage={(error) => intl.formatMessage(valued.removeFailed, { reason: reason(error) })}
        />
      </div>
      <div role="status" data-testid="webhook-outcome">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
      <div id={logId} hidden={!logOpen}>
        {logOpen && (
          <DeliveryLog
            url={endpoint.url}
            load={(cursor) => loadDeliveries(endpoint.id, cursor)}
            version={logVersion}
          />
        )}
      </div>
    </li>
  );
}
