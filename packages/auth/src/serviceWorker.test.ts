import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { trustedDomainsScript } from './serviceWorker';

/** Runs the script as the worker does (a classic script) and reads what it declares. */
function trustedDomains(providerUrl: string) {
  const script = `${trustedDomainsScript({ providerUrl })}\nresult = trustedDomains;`;
  const context: { result?: { default: Record<string, unknown> & { oidcDomains: RegExp[] } } } = {};
  runInNewContext(script, context);
  return context.result?.default;
}

describe('trustedDomainsScript', () => {
  it("lets the worker send tokens to the provider's endpoints and to no look-alike", () => {
    const domains = trustedDomains('https://sso.example.com/auth/');
    const [provider] = domains?.oidcDomains ?? [];
    for (const url of [
      'https://sso.example.com/realms/lode/protocol/openid-connect/token',
      'https://sso.example.com/realms/lode',
    ]) {
      expect(provider?.test(url), url).toBe(true);
    }
    for (const url of [
      'https://sso.example.com.evil.test/realms/lode/protocol/openid-connect/token',
      'https://ssoXexample.com/realms/lode',
      'http://sso.example.com/realms/lode',
      'https://evil.test/https://sso.example.com/',
    ]) {
      expect(provider?.test(url), url).toBe(false);
    }
  });

  it('keeps the refresh token in the worker, shows the access token to the page, one session per tab', () => {
    expect(trustedDomains('http://localhost:8080')).toMatchObject({
      accessTokenDomains: [],
      showAccessToken: true,
      allowMultiTabLogin: true,
      bypassAllNonOidcRequests: true,
    });
  });
});
