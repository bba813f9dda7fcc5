import { startStack } from './stack';

/**
 * Starts the product as `npm start` runs it (host server with the pool API, identity provider with test controls)
 * on free ports for every e2e worker; stops it afterwards. Exports LODE_E2E_URL (the app) and LODE_E2E_IDP_URL
 * (the provider's base URL).
 */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.LODE_E2E_URL = stack.url;
  process.env.LODE_E2E_IDP_URL = stack.idpUrl;
  return () => stack.close();
}
