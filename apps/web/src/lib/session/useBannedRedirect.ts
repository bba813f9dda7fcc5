import { useLocale } from '@lode/i18n';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bannedPagePath, isBannedPagePath, onAccountBanned } from '../pool/accountBanned';

/**
 * Shows `/error/banned?reason=<reason>` in the page's language as soon as any API answer says the account is banned
 * (`403 account_banned`), from whichever page asked; mounted once, above every page (the app's root). An answer that
 * arrives on the banned page itself changes nothing.
 */
export function useBannedRedirect(): void {
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(
    () =>
      onAccountBanned((reason) => {
        if (isBannedPagePath(window.location.pathname)) return;
        void navigate(bannedPagePath(reason, locale), { replace: true });
      }),
    [navigate, locale],
  );
}
