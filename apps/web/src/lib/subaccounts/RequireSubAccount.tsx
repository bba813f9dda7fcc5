import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { GuardProps } from '../../app/routing/middleware';

/** The cabinet layout's choice of sub-account, for the pages' guard. */
export interface SubAccountChoiceState {
  /** The sub-account shown, or undefined while none is. */
  current: string | undefined;
  /** Which mount of the page shows it: changed only when another sub-account takes the screen, not by a rename. */
  mount: number;
  /** What to show in place of the page while none is (why, and what to do). */
  status: ReactNode;
}

/** The choice the cabinet's layout made; null outside it. */
export const SubAccountChoiceContext = createContext<SubAccountChoiceState | null>(null);

/**
 * The `subaccount` middleware's guard, inside the sign-in's: the page once the cabinet shows a sub-account, mounted
 * afresh for each one (nothing of one stays on screen under another's name) and kept, with what was typed in it,
 * while the same one is read again, named in the address or renamed; else, in its place, the layout's word on why
 * none is shown. Every page's router holds this guard, so what it shows comes from the cabinet's layout: its
 * code and messages load with the cabinet, not with the public pages.
 */
export function RequireSubAccount({ children }: GuardProps) {
  const state = useContext(SubAccountChoiceContext);
  if (!state) return <>{children}</>;
  if (state.current === undefined) return <>{state.status}</>;
  return <Fragment key={state.mount}>{children}</Fragment>;
}
