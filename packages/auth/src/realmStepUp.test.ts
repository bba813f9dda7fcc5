import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The step-up part of deploy/keycloak/realm-lode.json: what a real Keycloak 26 needs to answer `acr_values=2` and
// `max_age=300` (RFC 9470's challenge from the pool API) with a one-time code, as the embedded provider does.

interface Execution {
  authenticator?: string;
  authenticatorConfig?: string;
  authenticatorFlow: boolean;
  flowAlias?: string;
  requirement: 'REQUIRED' | 'ALTERNATIVE' | 'CONDITIONAL' | 'DISABLED';
  priority: number;
}

interface Flow {
  alias: string;
  providerId: string;
  topLevel: boolean;
  authenticationExecutions: Execution[];
}

const realm = JSON.parse(
  readFileSync(new URL('../../../deploy/keycloak/realm-lode.json', import.meta.url), 'utf8'),
) as {
  attributes: Record<string, string>;
  otpPolicyType: string;
  otpPolicyDigits: number;
  otpPolicyPeriod: number;
  browserFlow: string;
  registrationFlow: string;
  directGrantFlow: string;
  authenticationFlows: Flow[];
  authenticatorConfig: { alias: string; config: Record<string, string> }[];
  clientScopes?: unknown;
  clients: { clientId: string; defaultClientScopes: string[] }[];
};

const flow = (alias: string) => realm.authenticationFlows.find((f) => f.alias === alias);
/** A flow's executions in the order Keycloak runs them. */
const steps = (alias: string) =>
  [...(flow(alias)?.authenticationExecutions ?? [])].sort((a, b) => a.priority - b.priority);
const config = (alias: string | undefined) =>
  realm.authenticatorConfig.find((c) => c.alias === alias)?.config;

/** A level's sub-flow: its Level of Authentication condition's settings, then what it asks for. */
function level(alias: string) {
  const [condition, ...rest] = steps(alias);
  expect(condition).toMatchObject({
    authenticator: 'conditional-level-of-authentication',
    requirement: 'REQUIRED',
  });
  return {
    condition: config(condition?.authenticatorConfig),
    asks: rest.map((step) => [step.authenticator, step.requirement]),
  };
}

describe('the Keycloak realm export: step-up to a second factor', () => {
  it('binds its own browser flow: the session cookie, else the forms the requested level needs', () => {
    expect(realm.browserFlow).toBe('browser-step-up');
    expect(flow('browser-step-up')?.topLevel).toBe(true);
    expect(steps('browser-step-up')).toMatchObject([
      { authenticator: 'auth-cookie', requirement: 'ALTERNATIVE' },
      { authenticatorFlow: true, flowAlias: 'browser-step-up forms', requirement: 'ALTERNATIVE' },
    ]);
    expect(steps('browser-step-up forms')).toMatchObject([
      { authenticatorFlow: true, flowAlias: 'browser-step-up level 1', requirement: 'CONDITIONAL' },
      { authenticatorFlow: true, flowAlias: 'browser-step-up level 2', requirement: 'CONDITIONAL' },
    ]);
  });

  it('asks for the password at level 1 (for the session) and a one-time code at level 2 (for 5 minutes)', () => {
    expect(level('browser-step-up level 1')).toEqual({
      condition: { 'loa-condition-level': '1', 'loa-max-age': '36000' },
      asks: [['auth-username-password-form', 'REQUIRED']],
    });
    expect(level('browser-step-up level 2')).toEqual({
      condition: { 'loa-condition-level': '2', 'loa-max-age': '300' },
      asks: [['auth-otp-form', 'REQUIRED']],
    });
    expect(realm).toMatchObject({ otpPolicyType: 'totp', otpPolicyDigits: 6, otpPolicyPeriod: 30 });
  });

  it('maps acr 1 and 2 to those levels and puts acr and auth_time into the tokens', () => {
    expect(JSON.parse(realm.attributes['acr.loa.map'] ?? '{}')).toEqual({ '1': 1, '2': 2 });
    // No client scopes of its own: Keycloak then creates its built-in ones, `acr` (the "acr loa level" mapper) and
    // `basic` (`sub`, `auth_time`) among them, and the client takes both by default.
    expect(realm.clientScopes).toBeUndefined();
    const client = realm.clients.find((c) => c.clientId === 'lode-web');
    expect(client?.defaultClientScopes).toEqual(expect.arrayContaining(['acr', 'basic']));
  });

  it('carries every flow the import binds or names, since an import with flows of its own creates no others', () => {
    // Keycloak creates the reset-credentials, clients, first-broker-login and docker flows when they are missing,
    // but leaves the registration and direct grant bindings empty: registration would fail.
    expect(steps(realm.registrationFlow).map((s) => s.authenticator)).toEqual(['registration-page-form']);
    expect(steps('registration form').map((s) => [s.authenticator, s.requirement])).toEqual([
      ['registration-user-creation', 'REQUIRED'],
      ['registration-password-action', 'REQUIRED'],
      ['registration-recaptcha-action', 'DISABLED'],
      ['registration-terms-and-conditions', 'DISABLED'],
    ]);
    expect(flow(realm.directGrantFlow)).toBeDefined();
    const executions = realm.authenticationFlows.flatMap((f) => f.authenticationExecutions);
    for (const execution of executions) {
      if (execution.flowAlias) expect(flow(execution.flowAlias), execution.flowAlias).toBeDefined();
      if (execution.authenticatorConfig) {
        expect(config(execution.authenticatorConfig), execution.authenticatorConfig).toBeDefined();
      }
      expect(execution.authenticatorFlow).toBe(Boolean(execution.flowAlias));
    }
  });
});
