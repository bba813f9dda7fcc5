import { randomUUID } from 'node:crypto';
import type { Locale } from '@lode/i18n/paths';
import type { Queryable } from '../db/database';

// The public contact form's messages: stored for the support team, who answer by e-mail. No account needed.

/** A message as the contact form sends it, already validated. */
export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
}

/** Stores one message; answers its id and the time it was received. */
export async function storeContactMessage(db: Queryable, input: ContactInput, now: number) {
  const id = randomUUID();
  const at = Math.floor(now / 1000);
  await db.query(
    `INSERT INTO contact_messages (id, name, email, subject, message, locale, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.name, input.email, input.subject, input.message, input.locale, at],
  );
  return { id, receivedAt: new Date(at * 1000).toISOString() };
}

/**
 * Who sent a contact message, for its rate limit: the client address a proxy in front reports, else the e-mail
 * address given (the API itself never sees the socket when the host server mounts it).
 */
export function contactSender(headers: Headers, email: string): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim();
  return forwarded ? `ip:${forwarded}` : `email:${email.toLowerCase()}`;
}
