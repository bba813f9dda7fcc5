import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { useSubAccount } from '../pool';
import { useAppAuth } from '../session';
import { chooseSubAccount, subAccountParam, withSubAccount, type SubAccountChoice } from './choice';
import { useSubAccounts } from './queries';
import { rememberedSubAccount, rememberSubAccount } from './remembered';
import { nextShown, type ShownSubAccount } from './shown';

/** What the cabinet's layout learns from {@link useSubAccountChoice}. */
export interface CabinetSubAccount {
  /** The sub-account shown, or why none is. */
  choice: SubAccountChoice;
  /** Which mount of the page shows it: it changes only when another sub-account takes the screen. */
  mount: number;
}

/**
 * The sub-account the cabinet shows (for its layout): the address's, else the remembered one, else the default;
 * the shown one followed to its new name when it is renamed. An address without one, or with a name the shown one
 * no longer has, is completed in place (no new history entry) once no navigation is under way, since a navigation
 * started now would take the place of the miner's own (a click on a cabinet link while the list is read); one the
 * list confirms is remembered as the user's latest choice.
 */
export function useSubAccountChoice(): CabinetSubAccount {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const settled = useNavigation().state === 'idle';
  const { userInfo } = useAppAuth();
  const user = userInfo?.sub ?? '';
  const list = useSubAccounts();
  const address = params.get(subAccountParam);
  const remembered = rememberedSubAccount(user);
  const items = list.data?.items;
  // The one on screen so far, brought up to date in the render that changes the choice (state adjusted during
  // render, as React advises), so the page's mount never lags a render behind the name it shows.
  const [shown, setShown] = useState<ShownSubAccount | undefined>(undefined);
  const ours = shown?.user === user ? shown : undefined;
  // One object for as long as the inputs stay, so what is given below re-renders only on a change.
  const choice = useMemo(
    () => chooseSubAccount({ address, remembered, list: items, listFailed: list.isError, shown: ours }),
    [address, remembered, items, list.isError, ours],
  );
  const next = nextShown(shown, choice, user, items);
  if (next !== shown) setShown(next);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const state: unknown = location.state;
  const name = choice.kind === 'chosen' ? choice.name : undefined;
  const inAddress = choice.kind === 'chosen' && choice.inAddress;
  const confirmed = choice.kind === 'chosen' && choice.confirmed;
  useEffect(() => {
    if (name === undefined) return;
    if (!inAddress) {
      if (settled) void navigate(withSubAccount(here, name), { replace: true, state });
    } else if (confirmed) rememberSubAccount(user, name);
  }, [name, inAddress, confirmed, here, state, user, navigate, settled]);
  return { choice, mount: next?.mount ?? 0 };
}

/** Turns a cabinet address into one that keeps the current sub-account (for in-page links). */
export function useCabinetPath(): (to: string) => string {
  const name = useSubAccount();
  return useCallback((to: string) => withSubAccount(to, name), [name]);
}
