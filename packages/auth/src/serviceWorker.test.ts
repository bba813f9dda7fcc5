import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { trustedDomainsScript } from './serviceWorker';

type Listener = (event: unknown) => void;

/** Runs the script as the worker does (a classic script, beside a worker's `self`) and reads what it declares. */
function runScript(providerUrl: string) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { href: 'https://pool.example.com/app/OidcServiceWorker.js' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const script = `${trustedDomainsScript({ providerUrl })}\nresult = trustedDomains;`;
  const context: {
    self: typeof self;
    URLPattern: unknown;
    result?: { default: Record<string, unknown> & { oidcDomains: RegExp[] } };
  } = { self, URLPattern: RecordedPattern };
  runInNewContext(script, context);
  return { domains: context.result?.default, install: listeners.get('install') };
}

const trustedDomains = (providerUrl: string) => runScript(providerUrl).domains;

/** Stands in for the browser's URLPattern (Node 20 has none): keeps what it was built from. */
class RecordedPattern {
  readonly init: unknown;
  constructor(init: unknown) {
    this.init = init;
  }
}

/** The routes the script's install listener declares, in order, as `[pathname, baseURL, source]`. */
function routes(providerUrl: string) {
  const declared: unknown[] = [];
  runScript(providerUrl).install?.({ addRoutes: (rules: unknown[]) => declared.push(...rules) });
  return declared.map((rule) => {
    const { condition, source } = rule as { condition: { urlPattern: RecordedPattern }; source: string };
    const { pathname, baseURL } = condition.urlPattern.init as { pathname: string; baseURL: string };
    return [pathname, baseURL, source];
  });
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

  it("routes the app's own requests past the worker, but not its keep-alive nor the provider's", () => {
    const worker = 'https://pool.example.com/app/OidcServiceWorker.js';
    expect(routes('https://sso.example.com/auth')).toEqual([
      ['OidcKeepAliveServiceWorker.json', worker, 'fetch-event'],
      // A provider in a folder of the app's origin keeps its requests with the worker, before the catch-all.
      ['*', 'https://sso.example.com/auth/', 'fetch-event'],
      ['*', worker, 'network'],
    ]);
  });

  it('declares no route where the browser has no static routing', () => {
    const { install } = runScript('https://sso.example.com');
    expect(() => install?.({})).not.toThrow();
  });
});
