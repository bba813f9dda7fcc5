import { createHash, createHmac } from 'node:crypto';

// The freeze link of an address-change mail (security/freeze.ts): its token is derived from the random id of the
// token's row with the mail secret, so the outbox row names only the id and no copy of the token is kept anywhere;
// the row keeps the token's SHA-256, which is all the freeze needs to find it.

/** The token of the freeze link whose row is `id`: 43 base64url characters. */
export const freezeToken = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`freeze:${id}`).digest('base64url');

/** What the database keeps of a freeze token: its SHA-256, hex. */
export const freezeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
