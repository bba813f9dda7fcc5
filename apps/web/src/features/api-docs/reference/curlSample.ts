import type { ApiOperation } from './manifest';

// The request sample our own code block shows for an operation: curl with the right authentication header, so a
// developer can paste it into a terminal and only fill in the token.

/** A placeholder for each path parameter a reader replaces (`{coin}` → `LTC`). */
const pathExamples: Record<string, string> = {
  coin: 'LTC',
  workerId: 'rig-01',
  keyId: '<key-id>',
};

// Request bodies: a small valid one, or a file for the whole notification settings (PUT replaces them all).
const bodies: Record<string, string> = {
  updateWallet: `'{"payoutThreshold":"0.5"}'`,
  putNotificationSettings: '@notifications.json',
  createApiKey: `'{"name":"monitoring","scopes":["account:read"]}'`,
};

/** A curl command for one operation against `baseUrl`, with a bearer token or API key header as it needs. */
export function curlSample(operation: ApiOperation, baseUrl: string): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathExamples[name] ?? `<${name}>`);
  const lines = [`curl${operation.method === 'GET' ? '' : ` -X ${operation.method}`} '${baseUrl}${path}'`];
  if (operation.auth === 'token') lines.push(`-H 'Authorization: Bearer <access-token>'`);
  if (operation.auth === 'tokenOrKey') lines.push(`-H 'X-API-Key: <api-key>'`);
  const body = bodies[operation.operationId];
  if (body) lines.push(`-H 'Content-Type: application/json'`, `-d ${body}`);
  return lines.join(' \\\n  ');
}
