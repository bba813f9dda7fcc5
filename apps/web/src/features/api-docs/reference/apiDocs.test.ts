import document from '@lode/pool-api/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { curlSample } from './curlSample';
import { absoluteApiUrl, documentForTag, type OpenApiDocument } from './document';
import operations from './operations.json' with { type: 'json' };
import type { ApiOperation } from './manifest';

const base = 'https://pool.example/api/v1';
const op = (id: string) => operations.find((o) => o.operationId === id) as ApiOperation;

describe('documentForTag', () => {
  it('keeps only the operations and the tag of one docs type, served from the app’s API', () => {
    const account = documentForTag(document as unknown as OpenApiDocument, 'account', base);
    expect(account.tags?.map((t) => t.name)).toEqual(['account']);
    expect(account.servers).toEqual([{ url: base }]);
    const ids = Object.values(account.paths ?? {}).flatMap((item) =>
      Object.values(item).flatMap((o) => (o as { operationId?: string }).operationId ?? []),
    );
    expect(ids).toEqual(operations.filter((o) => o.tag === 'account').map((o) => o.operationId));
    expect(account.components).toEqual(document.components);
  });
});

describe('absoluteApiUrl', () => {
  it('resolves the configured API URL against the page’s origin', () => {
    expect(absoluteApiUrl('/api/v1', 'http://localhost:3000')).toBe('http://localhost:3000/api/v1');
    expect(absoluteApiUrl('/pool/api/v1/', 'http://localhost:3000')).toBe(
      'http://localhost:3000/pool/api/v1',
    );
    expect(absoluteApiUrl(base, 'http://localhost:3000')).toBe(base);
  });
});

describe('curlSample', () => {
  it('calls public operations without credentials', () => {
    expect(curlSample(op('getCoin'), base)).toBe(`curl '${base}/coins/LTC'`);
  });

  it('sends a personal API key where one may be used, and a bearer token where only sign-in may', () => {
    expect(curlSample(op('getAccountSummary'), base)).toBe(
      `curl '${base}/account/summary' \\\n  -H 'X-API-Key: <api-key>'`,
    );
    expect(curlSample(op('createApiKey'), base)).toBe(
      [
        `curl -X POST '${base}/settings/api-keys'`,
        `-H 'Authorization: Bearer <access-token>'`,
        `-H 'Content-Type: application/json'`,
        `-d '{"name":"monitoring","scopes":["account:read"]}'`,
      ].join(' \\\n  '),
    );
    expect(curlSample(op('revokeApiKey'), base)).toContain(`-X DELETE '${base}/settings/api-keys/<key-id>'`);
  });
});
