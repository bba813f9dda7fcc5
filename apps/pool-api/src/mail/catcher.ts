import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

// The embedded mail catcher of `npm start`: a real SMTP listener on loopback that keeps what it receives in memory,
// so alerts and contact-form mail are visible (GET /api/v1/dev/mail) without an SMTP server of one's own. It is
// only started when LODE_SMTP_URL is unset; it never relays anything anywhere.

/** One message as the catcher (or a test's SMTP server) received it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case; values as text. */
  headers: Record<string, string>;
}

const headerText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  if (value && typeof value === 'object' && 'value' in value) {
    const v = value as { value: unknown; params?: Record<string, string> };
    const params = Object.entries(v.params ?? {}).map(([k, p]) => `; ${k}=${p}`);
    return `${String(v.value)}${params.join('')}`;
  }
  return JSON.stringify(value);
};

/** Parses one received message (MIME) into a {@link CaughtMail}. */
export async function parseCaught(
  stream: SMTPServerDataStream | Buffer,
  session: Pick<SMTPServerSession, 'envelope'>,
): Promise<CaughtMail> {
  const mail: ParsedMail = await simpleParser(stream);
  const headers: Record<string, string> = {};
  // The raw lines keep headers mailparser restructures (List-Unsubscribe becomes an object) exactly as sent.
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  for (const [key, value] of mail.headers) headers[key] ??= headerText(value);
  const envelopeFrom = session.envelope.mailFrom;
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    envelope: {
      from: envelopeFrom ? envelopeFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address),
    },
    from: mail.from?.text ?? '',
    to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers,
  };
}

/** A running catcher. */
export interface MailCatcher {
  /** Where to send: `smtp://127.0.0.1:<port>`. */
  url: string;
  /** What it caught, newest first (at most `keep`). */
  messages(): CaughtMail[];
  close(): Promise<void>;
}

/** Starts the catcher on a free loopback port; it keeps the newest `keep` messages. */
export async function startMailCatcher(keep = 200): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    // Loopback only and nothing to protect: no TLS upgrade (nodemailer would refuse the self-signed certificate)
    // and no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'Lode mail catcher',
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      parseCaught(stream, session).then(
        (mail) => {
          caught.unshift(mail);
          caught.length = Math.min(caught.length, keep);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...caught],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
