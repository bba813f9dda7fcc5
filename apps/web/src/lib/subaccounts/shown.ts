import type { SubAccount } from '../pool';
import { renamedTo, type SubAccountChoice } from './choice';

// Which sub-account the cabinet's page shows, and when the page must be mounted afresh: only when another
// sub-account (or another user's) takes the screen. The list read again, the address completed with the name
// already shown and a rename of the shown one keep the page, and whatever was typed in it. Plain functions, so every
// case is a unit test (shown.test.ts).

/** The sub-account on screen and the mount of the page that shows it. */
export interface ShownSubAccount {
  /** The signed-in user's `sub`: another user's sub-account is another one, whatever its name. */
  user: string;
  /** Its name now. */
  name: string;
  /** When it was created, as the list says (a rename keeps it); undefined until the list confirms the name. */
  createdAt: string | undefined;
  /** Counts the sub-accounts shown in turn: the page is mounted afresh each time it changes. */
  mount: number;
  /** Its name before it was renamed on screen: an address that still names it so is followed to the new name. */
  renamedFrom?: string;
}

/**
 * The sub-account on screen once `choice` is made: `previous` itself while nothing about it changed; the same mount
 * when it is the same sub-account (its name confirmed by the list, or followed through a rename); the next mount when
 * it is another one. While the choice shows none (a status in place of the page), `previous` is kept, so the one
 * that comes back is compared with it.
 */
export function nextShown(
  previous: ShownSubAccount | undefined,
  choice: SubAccountChoice,
  user: string,
  list: readonly SubAccount[] | undefined,
): ShownSubAccount | undefined {
  if (choice.kind !== 'chosen') return previous;
  const { name } = choice;
  const createdAt = choice.confirmed ? list?.find((s) => s.name === name)?.createdAt : undefined;
  if (previous === undefined) return { user, name, createdAt, mount: 0 };
  if (!sameSubAccount(previous, { user, name, createdAt }, list))
    return { user, name, createdAt, mount: previous.mount + 1 };
  if (name !== previous.name)
    return { ...previous, name, createdAt: createdAt ?? previous.createdAt, renamedFrom: previous.name };
  return createdAt === undefined || createdAt === previous.createdAt ? previous : { ...previous, createdAt };
}

/** Whether `next` is the sub-account `previous` was, perhaps under a new name. */
function sameSubAccount(
  previous: ShownSubAccount,
  next: Pick<ShownSubAccount, 'user' | 'name' | 'createdAt'>,
  list: readonly SubAccount[] | undefined,
): boolean {
  if (next.user !== previous.user) return false;
  if (next.name === previous.name)
    // A name not yet confirmed (the address's, before the list) is the one shown under it.
    return (
      next.createdAt === undefined ||
      previous.createdAt === undefined ||
      next.createdAt === previous.createdAt
    );
  // Another name: the same one only if the list says the shown one was renamed to it.
  if (!list || previous.createdAt === undefined) return false;
  return renamedTo(list, { name: previous.name, createdAt: previous.createdAt })?.name === next.name;
}
