import type { Queryable } from '../db/database';
import { ADDRESS_HOLD_SECONDS } from '../domain/payouts';
import { iso } from '../domain/time';
import { AuthError, type Principal } from '../http/auth';
import { requireStepUp } from '../http/stepUp';
import { browserName } from '../mail/addressChange';
import type { MailLocale } from '../mail/messages';
import { enqueueMail, mailKey } from '../mail/outbox';
import type { Services } from '../services';
import { getNotifications } from '../settings/queries';
import type { AddressChangeHook } from '../source/types';
import { createFreezeLink } from './freeze';

// What a payout address change must pass and what it leaves behind, run by the wallet store inside the change's
// transaction (`WalletStore.update`'s hook): a personal API key may not change an address while a policy is on; a
// signed-in user shows a fresh second factor (http/stepUp.ts); then the change mail with its freeze link is queued,
// so it commits with the change or not at all.

/** The change as the hook sees it: who asks, for which sub-account, from which browser. */
export interface AddressChangeRequest {
  principal: Principal;
  /** The sub-account's key. */
  sub: string;
  /** The request's User-Agent, for the browser the mail names. */
  userAgent: string | undefined;
  /** When the change is made on the pool's clock, epoch ms: the `now` the wallet store writes it with. */
  atMs: number;
  /** Told when the mail was queued, so the caller can start a delivery after the change commits. */
  queued?: () => void;
}

/** The hook for `WalletStore.update`: refuses a change the caller may not make, else queues its mail. */
export function addressChangeHook(s: Services, request: AddressChangeRequest): AddressChangeHook {
  return async (tx, change) => {
    const { principal } = request;
    if (principal.via === 'apiKey' && s.stepUp.policy !== 'off')
      throw new AuthError(
        403,
        'address_change_needs_user',
        'A personal API key cannot change a payout address: sign in to change it with a second factor',
      );
    await requireStepUp(tx, s.stepUp, principal, s.realNow());
    const queued = await queueAddressChangeMail(tx, s, {
      sub: request.sub,
      coin: change.coin,
      address: change.address,
      atSeconds: Math.floor(request.atMs / 1000),
      userAgent: request.userAgent,
    });
    if (queued) request.queued?.();
  };
}

/**
 * Queues the change mail to the account's verified address (none known: nothing is sent) in the sub-account's mail
 * language, with a new freeze link; `false` when there is no address to write to.
 */
export async function queueAddressChangeMail(
  tx: Queryable,
  s: Pick<Services, 'mailSecret' | 'realNow' | 'source'>,
  change: { sub: string; coin: string; address: string; atSeconds: number; userAgent: string | undefined },
): Promise<boolean> {
  const [account] = await tx.query<{ email: string | null; name: string; siblings: number }>(
    `SELECT a.email, a.name, (SELECT COUNT(*)::int FROM accounts o WHERE o.owner = a.owner) AS siblings
     FROM accounts a WHERE a.sub = $1`,
    [change.sub],
  );
  if (!account?.email) return false;
  const locale = ((await getNotifications(tx, change.sub)).locale ?? 'en') as MailLocale;
  const tokenId = await createFreezeLink(tx, s.mailSecret, {
    sub: change.sub,
    coin: change.coin,
    address: change.address,
    nowSeconds: Math.floor(s.realNow() / 1000),
  });
  const browser = browserName(change.userAgent);
  await enqueueMail(
    tx,
    {
      key: mailKey(`addressChange:${tokenId}`, account.email),
      kind: 'addressChange',
      recipient: account.email,
      locale,
      payload: {
        coin: change.coin,
        address: change.address,
        at: iso(change.atSeconds),
        browser,
        // The built-in pool holds a changed address's payouts; a pool engine pays as it does.
        ...(s.source.kind === 'simulator' ? { heldUntil: iso(change.atSeconds + ADDRESS_HOLD_SECONDS) } : {}),
        ...(account.siblings > 1 ? { subaccount: account.name } : {}),
        tokenId,
      },
    },
    change.atSeconds,
  );
  return true;
}
