import type { CaughtMail } from '../mail/catcher';

// Reading the mail a test stack sent: the embedded catcher's list (a stack without an SMTP server of its own), and
// the freeze link of an address-change mail.

/** What the API's embedded catcher has received (`GET /api/v1/dev/mail`), newest first. */
export async function caughtMail(apiUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${apiUrl}/api/v1/dev/mail`);
  return ((await response.json()) as { items: CaughtMail[] }).items;
}

/** The token of the freeze link (`…/security/freeze/{token}`) in a mail's text, if it has one. */
export const freezeTokenOf = (text: string | undefined) =>
  /\/security\/freeze\/([\w-]+)/.exec(text ?? '')?.[1];
