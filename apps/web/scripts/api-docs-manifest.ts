// Writes the API docs manifest (src/features/api-docs/reference/operationIds.json, operations.json) from the pool API's OpenAPI
// document: `pnpm --filter @lode/web api-docs:manifest` after changing apps/pool-api/openapi.json.
import { writeFile } from 'node:fs/promises';
import document from '@lode/pool-api/openapi.json' with { type: 'json' };
import { apiOperations, operationIdsByTag } from '../src/features/api-docs/reference/manifest';

const out = (name: string) => new URL(`../src/features/api-docs/reference/${name}`, import.meta.url);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

await writeFile(out('operationIds.json'), json(operationIdsByTag(document)));
await writeFile(out('operations.json'), json(apiOperations(document)));
console.log('api docs manifest: wrote src/features/api-docs/reference/operationIds.json and operations.json');
