import { createHash, randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Queryable } from '../db/database';
import {
  type AddressChangeMailData,
  type PayoutsFrozenNote,
  renderAddressChangeMail,
  renderPayoutsFrozenNote,
} from './addressChange';
import { freezeToken } from './freezeLink';
import {
  languageTag,
  type AlertMailData,
  type MailLocale,
  type RenderedMail,
  renderAlertMail,
  renderContactConfirmation,
  renderContactSupport,
} from './messages';
import { contactMessageId, renderSupportReply, type SupportReplyData } from './supportReply';
import { unsubscribeToken } from './unsubscribe';
import { renderWebhookDisabledMail, type WebhookDisabledMailData } from './webhookDisabled';

// The mail outbox: every message is first a row, written in the same transaction as what caused it (an alert, a
// contact message), then sent by `deliverDue()`. A failed send is retried with exponential backoff, rows survive a
// restart, and the row's unique idempotency key (event + recipient) means one event is queued once per address.
// A row is leased before its send, so two servers on one PostgreSQL never send the same row at once.

/** What a queued message is; its payload says the rest. */
export type MailKind =
  | 'alert'
  | 'contactSupport'
  | 'contactConfirmation'
  | 'contactReply'
  | 'addressChange'
  | 'payoutsFrozen'
  | 'webhookDisabled';

/** A message to queue. */
export interface QueuedMail {
  /** Unique per event and recipient: queuing the same key again does nothing. */
  key: string;
  kind: MailKind;
  recipient: string;
  locale: MailLocale;
  /**
   * `alert`: the alert's data plus `sub`; contact kinds: the stored message; `contactReply`: `SupportReplyData`;
   * `addressChange`: `AddressChangeMailData`; `payoutsFrozen`: `PayoutsFrozenNote`; `webhookDisabled`:
   * `WebhookDisabledMailData`.
   */
  payload: Record<string, unknown>;
  alertId?: string;
}

/** At most this many attempts, then the row is `failed` (kept, visible in the alert history). */
export const MAX_ATTEMPTS = 12;

/** Seconds before attempt `n + 1` after `n` failed ones: 30 s, 1 min, 2 min… capped at an hour. */
export const retryDelaySeconds = (failedAttempts: number) =>
  Math.min(3600, 30 * 2 ** Math.max(0, failedAttempts - 1));

/** How long a send may take before another server may take the row over, seconds. */
const LEASE_SECONDS = 120;

/** The idempotency key of one event for one address (addresses compared in lower case). */
export const mailKey = (event: string, recipient: string) => `${event}:${recipient.trim().toLowerCase()}`;

/** Queues `mail` inside the caller's transaction; `false` when its key was already queued (or sent). */
export async function enqueueMail(tx: Queryable, mail: QueuedMail, nowSeconds: number): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO mail_outbox (id, idempotency_key, kind, recipient, locale, payload, alert_id, status, attempts,
                              next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', 0, $8, $8)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      mail.key,
      mail.kind,
      mail.recipient.trim(),
      mail.locale,
      JSON.stringify(mail.payload),
      mail.alertId ?? null,
      nowSeconds,
    ],
  );
  return rows.length > 0;
}

interface OutboxRow {
  id: string;
  idempotency_key: string;
  kind: MailKind;
  recipient: string;
  locale: MailLocale;
  payload: string;
  attempts: number;
}

/** Settings of the sender. */
export interface MailerSettings {
  /** `smtp://` or `smtps://` URL of the SMTP server (user and password in the URL). */
  smtpUrl: string;
  /** The From address, e.g. `Lode <alerts@pool.example>`. */
  from: string;
  /** Where contact-form messages go. */
  supportAddress: string;
  /** The app's public origin, for links. */
  publicUrl: string;
  /** The unsubscribe endpoint, absolute. */
  unsubscribeUrl: string;
  /** The unsubscribe tokens' signing secret. */
  secret: string;
}

const localePrefix = (locale: MailLocale) => (locale === 'en' ? '' : `/${locale}`);

/** Renders and sends queued mail. */
export class Mailer {
  readonly #db: Database;
  readonly #settings: MailerSettings;
  readonly #now: () => number;
  readonly #transport: Transporter;
  #running: Promise<{ sent: number; failed: number }> | null = null;

  constructor(db: Database, settings: MailerSettings, now: () => number) {
    this.#db = db;
    this.#settings = settings;
    this.#now = now;
    // One connection at a time, reused; short timeouts so a dead server fails the attempt instead of hanging it.
    this.#transport = nodemailer.createTransport(settings.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
  }

  /** The support address contact messages go to. */
  get supportAddress() {
    return this.#settings.supportAddress;
  }

  /**
   * Sends every row that is due now, one by one; a run already under way is joined rather than doubled.
   * Resolves with how many were sent and how many failed this time.
   */
  deliverDue(): Promise<{ sent: number; failed: number }> {
    this.#running ??= this.#deliver().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #deliver() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const now = Math.floor(this.#now() / 1000);
      const [row] = await this.#db.query<OutboxRow>(
        `UPDATE mail_outbox SET locked_until = $1 + ${LEASE_SECONDS}, attempts = attempts + 1
         WHERE id = (SELECT id FROM mail_outbox
                     WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
                     ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, idempotency_key, kind, recipient, locale, payload, attempts`,
        [now],
      );
      if (!row) return { sent, failed };
      try {
        await this.#send(row);
        await this.#db.query(
          `UPDATE mail_outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1`,
          [row.id, Math.floor(this.#now() / 1000)],
        );
        sent += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await this.#db.query(
          `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, locked_until = NULL, last_error = $4 WHERE id = $1`,
          [
            row.id,
            giveUp ? 'failed' : 'pending',
            Math.floor(this.#now() / 1000) + retryDelaySeconds(row.attempts),
            message.slice(0, 500),
          ],
        );
      }
    }
  }

  /** The subject a queued row is sent with (rendered as it will be: the outbox keeps the payload, not the mail). */
  subjectOf(row: Pick<OutboxRow, 'kind' | 'locale' | 'payload'>): string {
    try {
      return this.#render(row).rendered.subject;
    } catch {
      return '';
    }
  }

  /** Renders one row and hands it to the SMTP server; throws when the server does not accept it. */
  async #send(row: OutboxRow) {
    const { rendered, headers, replyTo, messageId } = this.#render(row);
    const s = this.#settings;
    const domain = /@([^>\s]+)/.exec(s.from)?.[1] ?? 'lode.localhost';
    await this.#transport.sendMail({
      from: s.from,
      to: row.recipient,
      ...(replyTo ? { replyTo } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers,
      // The same row always has the same Message-ID: should a send succeed but its "sent" mark be lost (a crash
      // in between), the copy sent on retry is recognisably the same message.
      messageId:
        messageId ??
        `<${createHash('sha256').update(row.idempotency_key).digest('hex').slice(0, 32)}@${domain}>`,
    });
  }

  /** A row's mail: the rendered texts, its headers, and a Message-ID of its own kind when it has one. */
  #render(row: Pick<OutboxRow, 'kind' | 'locale' | 'payload'>) {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const s = this.#settings;
    const appUrl = `${s.publicUrl}${localePrefix(row.locale)}`;
    let rendered: RenderedMail;
    // The language the mail is written in (RFC 3282), so a catcher or a mail client can show it without reading it.
    const headers: Record<string, string> = { 'Content-Language': languageTag(row.locale) };
    let replyTo: string | undefined;
    let messageId: string | undefined;
    if (row.kind === 'alert') {
      const data = payload as unknown as AlertMailData & { sub: string };
      const link = `${s.unsubscribeUrl}?token=${unsubscribeToken(s.secret, data.sub, data.rule)}`;
      // The link opens the sub-account the alert is about (a mail queued before sub-accounts names none).
      const workers = `${appUrl}/workers${data.subaccount ? `?subaccount=${encodeURIComponent(data.subaccount)}` : ''}`;
      rendered = renderAlertMail(row.locale, data, { appUrl: workers, unsubscribeUrl: link });
      // RFC 8058: a mail client's "unsubscribe" button POSTs `List-Unsubscribe=One-Click` to this URL.
      headers['List-Unsubscribe'] = `<${link}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      headers['Auto-Submitted'] = 'auto-generated';
    } else if (row.kind === 'addressChange') {
      const data = payload as unknown as AddressChangeMailData;
      // The link's token is derived from its row's id here, so no copy of it is stored (mail/freezeLink.ts).
      const freezeUrl = `${appUrl}/security/freeze/${freezeToken(s.secret, data.tokenId)}`;
      rendered = renderAddressChangeMail(row.locale, data, { appUrl: `${appUrl}/settings`, freezeUrl });
      headers['Auto-Submitted'] = 'auto-generated';
    } else if (row.kind === 'webhookDisabled') {
      const data = payload as unknown as WebhookDisabledMailData;
      rendered = renderWebhookDisabledMail(row.locale, data, { appUrl: `${appUrl}/settings#webhooks` });
      headers['Auto-Submitted'] = 'auto-generated';
    } else if (row.kind === 'payoutsFrozen') {
      rendered = renderPayoutsFrozenNote(payload as unknown as PayoutsFrozenNote);
    } else if (row.kind === 'contactConfirmation') {
      rendered = renderContactConfirmation(
        row.locale,
        { name: String(payload.name), id: String(payload.id) },
        { appUrl },
      );
      headers['Auto-Submitted'] = 'auto-replied';
      // The message's own Message-ID: the support team's replies thread under it.
      messageId = contactMessageId(String(payload.id));
    } else if (row.kind === 'contactReply') {
      const data = payload as unknown as SupportReplyData;
      rendered = renderSupportReply(row.locale, data, { appUrl });
      headers['In-Reply-To'] = contactMessageId(data.messageId);
      headers.References = contactMessageId(data.messageId);
      replyTo = s.supportAddress;
    } else {
      rendered = renderContactSupport(payload as never);
      replyTo = String(payload.email);
    }
    return { rendered, headers, replyTo, messageId };
  }

  /** Closes the SMTP connection. */
  close() {
    this.#transport.close();
  }
}
