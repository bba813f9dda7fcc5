// What the app needs to know about the pool API's OpenAPI document without loading it: which operations each tag
// has (route `validate`, in the main bundle) and each operation's method, path, summary and authentication (the
// docs pages). Both are generated from apps/pool-api/openapi.json by `pnpm --filter @lode/web api-docs:manifest`;
// manifest.test.ts fails when the committed files are older than the document.

/** How an operation authenticates. */
export type OperationAuth = 'none' | 'tokenOrKey' | 'token';

/** One operation of the API, as the docs pages list it. */
export interface ApiOperation {
  /** The operation's id (`getAccountSummary`): the `{mathod}` of its docs page. */
  operationId: string;
  /** Its tag: the `{type}` of its docs page. */
  tag: string;
  /** HTTP method, upper case. */
  method: string;
  /** Path below the API's base URL (`/account/summary`). */
  path: string;
  /** One-line summary from the document (English: the API's own text). */
  summary: string;
  /** Who may call it: anyone, a signed-in user's token or a personal API key, or a token only. */
  auth: OperationAuth;
  /** The `X-API-Key` scope it needs, when a key may call it. */
  scope?: string;
}

/** The parts of an OpenAPI 3.1 document the manifest reads. */
export interface OpenApiDocument {
  tags?: { name: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, Record<string, unknown>>;
}

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  'x-scopes'?: string[];
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

// Scopes are not in the document (API keys carry them, the server checks them): this is the server's rule for
// which scope a key needs, by tag and method (apps/pool-api requiredScope).
function scopeOf(tag: string, method: string, auth: OperationAuth): string | undefined {
  if (auth !== 'tokenOrKey') return undefined;
  if (tag === 'account') return 'account:read';
  if (tag === 'settings') return method === 'GET' ? 'settings:read' : 'settings:write';
  return undefined;
}

function authOf(security: Record<string, string[]>[] | undefined): OperationAuth {
  const schemes = new Set((security ?? []).flatMap((requirement) => Object.keys(requirement)));
  if (schemes.size === 0) return 'none';
  return schemes.has('apiKey') ? 'tokenOrKey' : 'token';
}

/** Every tagged operation of a document, in the document's order. */
export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const operation = item[method] as OpenApiOperation | undefined;
      const tag = operation?.tags?.[0];
      if (!operation?.operationId || !tag) continue;
      const auth = authOf(operation.security ?? document.security);
      const upper = method.toUpperCase();
      const scope = scopeOf(tag, upper, auth);
      operations.push({
        operationId: operation.operationId,
        tag,
        method: upper,
        path,
        summary: operation.summary ?? '',
        auth,
        ...(scope ? { scope } : {}),
      });
    }
  }
  return operations;
}

/** The operation ids of each tag, tags in the document's order: what route `validate` accepts. */
export function operationIdsByTag(document: OpenApiDocument): Record<string, string[]> {
  const byTag: Record<string, string[]> = Object.fromEntries(
    (document.tags ?? []).map((tag) => [tag.name, [] as string[]]),
  );
  for (const operation of apiOperations(document)) (byTag[operation.tag] ??= []).push(operation.operationId);
  return byTag;
}
