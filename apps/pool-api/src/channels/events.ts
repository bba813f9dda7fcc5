import type { Alert } from '../alerts/engine';
import { type MailLocale, mailTexts } from '../mail/messages';

// The events the alert channels send: the Standard Webhooks body `{ type, timestamp, data }` that a `standard`
// webhook receives as it is, and the human text (in the account's language) that Slack- and Discord-shaped bodies
// and Telegram messages are written from.

/** Every event type, the alert rules' fired and recovered kinds, and `test`. */
export const alertEventTypes = [
  'worker.offline',
  'worker.online',
  'hashrate.low',
  'hashrate.recovered',
  'reject_rate.high',
  'reject_rate.recovered',
  'payout.sent',
  'test',
] as const;

/** One event type. */
export type AlertEventType = (typeof alertEventTypes)[number];

/** What an event is about. */
export interface AlertEventData {
  /** The sub-account's name. */
  subaccount: string;
  workerId?: string;
  workerName?: string;
  /** Minutes without a share (offline), percent of the 24 h average (hashrate), percent rejected (reject rate). */
  value?: number;
  /** The rule's threshold in the unit of `value`. */
  threshold?: number;
  /** Payouts: coin, decimal amount, address and transaction id. */
  coin?: string;
  amount?: string;
  address?: string;
  txId?: string;
  /** The app's page for it. */
  url: string;
}

/** An event as a `standard` webhook receives it. */
export interface AlertEventPayload {
  type: AlertEventType;
  /** When it happened, ISO-8601 UTC. */
  timestamp: string;
  data: AlertEventData;
}

const types: Record<`${Alert['rule']}:${Alert['kind']}`, AlertEventType> = {
  'workerOffline:fired': 'worker.offline',
  'workerOffline:recovered': 'worker.online',
  'hashrateDrop:fired': 'hashrate.low',
  'hashrateDrop:recovered': 'hashrate.recovered',
  'rejectRate:fired': 'reject_rate.high',
  'rejectRate:recovered': 'reject_rate.recovered',
  'payoutSent:fired': 'payout.sent',
  'payoutSent:recovered': 'payout.sent',
};

// A payout has no recovery: its event is the fired kind's.
const rules = Object.fromEntries(
  Object.entries(types)
    .filter(([k]) => k !== 'payoutSent:recovered')
    .map(([k, v]) => [v, k]),
) as Record<Exclude<AlertEventType, 'test'>, `${Alert['rule']}:${Alert['kind']}`>;

/** The app's page of an event, in the account's language: the workers list, or the payouts for a payout. */
export const eventUrl = (appUrl: string, page: 'workers' | 'payouts', subaccount: string) =>
  `${appUrl}/${page}?subaccount=${encodeURIComponent(subaccount)}`;

/**
 * The event of a stored alert; `appUrl` is the app's origin with the account's language prefix (`/ru`), and
 * `subaccount` the sub-account's name.
 */
export function alertEvent(alert: Alert, subaccount: string, appUrl: string): AlertEventPayload {
  const details = alert.details as { coin?: string; amount?: string; address?: string; txId?: string };
  const payout = alert.rule === 'payoutSent';
  return {
    type: types[`${alert.rule}:${alert.kind}`],
    timestamp: new Date(alert.createdAt * 1000).toISOString(),
    data: {
      subaccount,
      ...(payout
        ? {
            ...(details.coin === undefined ? {} : { coin: details.coin }),
            ...(details.amount === undefined ? {} : { amount: details.amount }),
            ...(details.address === undefined ? {} : { address: details.address }),
            ...(details.txId === undefined ? {} : { txId: details.txId }),
          }
        : {
            workerId: alert.subject,
            workerName: alert.subjectName,
            ...(alert.value === null ? {} : { value: alert.value }),
            ...(alert.threshold === null ? {} : { threshold: alert.threshold }),
          }),
      url: eventUrl(appUrl, payout ? 'payouts' : 'workers', subaccount),
    },
  };
}

/** The `test` event that "Send a test event" queues. */
export function testEvent(atMs: number, subaccount: string, appUrl: string): AlertEventPayload {
  return {
    type: 'test',
    timestamp: new Date(atMs).toISOString(),
    data: { subaccount, url: `${appUrl}/settings` },
  };
}

const testTexts: Record<MailLocale, { title: string; body: string }> = {
  en: { title: 'Test event from Lode', body: 'This endpoint receives the alerts of your Lode account.' },
  ru: { title: 'Тестовое событие от Lode', body: 'Этот адрес получает оповещения вашего аккаунта Lode.' },
  cn: { title: '来自 Lode 的测试事件', body: '此端点将接收您的 Lode 账户的提醒。' },
};

/** An event as people read it, in `locale`: a title, a body, the link and its label. */
export function eventTexts(payload: AlertEventPayload, locale: MailLocale) {
  const t = mailTexts[locale];
  const d = payload.data;
  const where = `${t.subaccount}${locale === 'cn' ? '：' : ': '}${d.subaccount}`;
  const at = t.at(payload.timestamp);
  if (payload.type === 'test') {
    const test = testTexts[locale];
    return { title: test.title, body: `${test.body}\n${at}`, url: d.url, open: t.open };
  }
  const [rule, kind] = rules[payload.type].split(':') as [Alert['rule'], Alert['kind']];
  const facts = {
    rule,
    kind,
    workerName: d.workerName ?? d.coin ?? '',
    ...(d.value === undefined ? {} : { value: d.value }),
    ...(d.threshold === undefined ? {} : { threshold: d.threshold }),
    ...(d.coin === undefined ? {} : { coin: d.coin }),
    ...(d.amount === undefined ? {} : { amount: d.amount }),
    ...(d.address === undefined ? {} : { address: d.address }),
    ...(d.txId === undefined ? {} : { txId: d.txId }),
    at: payload.timestamp,
  };
  const texts = t.alert[`${rule}:${kind}`];
  return {
    title: texts.subject(facts),
    body: `${texts.body(facts)}\n${where}\n${at}`,
    url: d.url,
    open: t.open,
  };
}
