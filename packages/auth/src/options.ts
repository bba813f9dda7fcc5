import type { AuthOptions } from './types';

function defaultReturnTo(locale: string | undefined): string {
  return `${locale && locale !== 'en' ? `/${locale}` : ''}/dashboard`;
}

/** Every option of {@link AuthOptions} with its default where it was not given (or given undefined). */
export function withDefaults(options: AuthOptions): Required<AuthOptions> {
  return {
    callbackPath: '/auth/callback',
    silentCheckSsoPath: '/silent-check-sso.html',
    refreshInterval: 30,
    minValidity: 30,
    initTimeout: 10_000,
    defaultReturnTo,
    uiLocales: (locale: string) => locale,
    scope: 'openid',
    serviceWorker: '/OidcServiceWorker.js',
    ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
  };
}
