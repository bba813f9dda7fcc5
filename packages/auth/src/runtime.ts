import { browserEnvironment } from './browser';
import { AuthClient } from './client';
import type { AuthOptions } from './types';

let shared: { key: string; client: AuthClient } | undefined;

/**
 * The page's one client for a configuration: React may mount the provider twice (StrictMode, remounts), but a
 * sign-in callback's code can be exchanged only once, so every mount shares the client and its start.
 */
export function pageAuthClient(
  config: unknown,
  options: AuthOptions,
  onNavigate?: (path: string) => void,
): AuthClient {
  const key = JSON.stringify([config, options.callbackPath, options.silentCheckSsoPath]);
  if (shared?.key !== key) {
    shared?.client.stop();
    const env = browserEnvironment();
    shared = {
      key,
      client: new AuthClient(config, onNavigate ? { ...env, replacePath: onNavigate } : env, options),
    };
  }
  return shared.client;
}
