import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSubAccount } from '../pool';
import { useAppAuth } from '../session';
import { chooseSubAccount, subAccountParam, withSubAccount, type SubAccountChoice } from './choice';
import { useSubAccounts } from './queries';
import { rememberedSubAccount, rememberSubAccount } from './remembered';

/**
 * The sub-account the cabinet shows (for its layout): the address's, else the remembered one, else the default.
 * An address without one is completed in place (no new history entry); one the list confirms is remembered as the
 * user's latest choice.
 */
export function useSubAccountChoice(): SubAccountChoice {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { userInfo } = useAppAuth();
  const user = userInfo?.sub ?? '';
  const list = useSubAccounts();
  const address = params.get(subAccountParam);
  const remembered = rememberedSubAccount(user);
  const items = list.data?.items;
  // One object for as long as the inputs stay, so what is given below re-renders only on a change.
  const choice = useMemo(
    () => chooseSubAccount({ address, remembered, list: items, listFailed: list.isError }),
    [address, remembered, items, list.isError],
  );
  const here = `${location.pathname}${location.search}${location.hash}`;
  const state: unknown = location.state;
  const name = choice.kind === 'chosen' ? choice.name : undefined;
  const inAddress = choice.kind === 'chosen' && choice.inAddress;
  const confirmed = choice.kind === 'chosen' && choice.confirmed;
  useEffect(() => {
    if (name === undefined) return;
    if (!inAddress) void navigate(withSubAccount(here, name), { replace: true, state });
    else if (confirmed) rememberSubAccount(user, name);
  }, [name, inAddress, confirmed, here, state, user, navigate]);
  return choice;
}

/** Turns a cabinet address into one that keeps the current sub-account (for in-page links). */
export function useCabinetPath(): (to: string) => string {
  const name = useSubAccount();
  return useCallback((to: string) => withSubAccount(to, name), [name]);
}
