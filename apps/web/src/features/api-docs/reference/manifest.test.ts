import document from '@lode/pool-api/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { apiDocTypes, isApiOperation } from '../apiDocTypes';
import { matchPage } from '../../../app/routing/routeTable';
import { apiOperations, operationIdsByTag } from './manifest';
import operationIds from './operationIds.json' with { type: 'json' };
import operations from './operations.json' with { type: 'json' };

const regenerate = 'stale: run `pnpm --filter @lode/web api-docs:manifest` after changing openapi.json';

describe('the API docs manifest', () => {
  it('is up to date with apps/pool-api/openapi.json', () => {
    expect(operationIds, regenerate).toEqual(operationIdsByTag(document));
    expect(operations, regenerate).toEqual(apiOperations(document));
  });

  it('has one docs type per OpenAPI tag, in the document’s order', () => {
    expect([...apiDocTypes]).toEqual(document.tags.map((tag) => tag.name));
  });

  it('knows who may call each operation and with which key scope', () => {
    const byId = new Map(operations.map((o) => [o.operationId, o]));
    expect(byId.get('listCoins')).toMatchObject({ method: 'GET', path: '/coins', auth: 'none' });
    expect(byId.get('getAccountSummary')).toMatchObject({ auth: 'tokenOrKey', scope: 'account:read' });
    expect(byId.get('updateWallet')).toMatchObject({ method: 'PUT', scope: 'settings:write' });
    expect(byId.get('createApiKey')).toMatchObject({ auth: 'token' });
    expect(byId.get('createApiKey')).not.toHaveProperty('scope');
  });

  it('lets validate accept only the operations of the page’s type', () => {
    expect(isApiOperation('account', 'getAccountSummary')).toBe(true);
    expect(isApiOperation('public', 'getAccountSummary')).toBe(false);
    expect(isApiOperation('account', 'nope')).toBe(false);
    expect(isApiOperation('nope', 'listCoins')).toBe(false);
    expect(isApiOperation('account', 'constructor')).toBe(false);
    expect(matchPage('/cn/docs/api-swagger/settings/revokeApiKey')?.route.id).toBe('apiDocsMethod');
    expect(matchPage('/docs/api-swagger/account/nope')).toBeNull();
  });
});
