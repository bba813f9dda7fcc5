import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createOpenApiDocument } from '../app';

// Checks answers against the OpenAPI document itself (not the zod schemas behind it): what an operator's
// implementation would be held to. Every call made through `checked` is validated, and the operations seen are
// recorded so a test can insist that each one was exercised.

type Json = Record<string, unknown>;
const document = createOpenApiDocument() as unknown as Json & { paths: Record<string, Record<string, Json>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(document, 'openapi');

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Operations of the document: method, template and a matcher for concrete paths. */
const operations = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.keys(item)
    .filter((m) => ['get', 'put', 'post', 'patch', 'delete'].includes(m))
    .map((method) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`),
    })),
);

/** `METHOD /template` of every operation answered with a 2xx during the run. */
export const exercised = new Set<string>();

/** Every operation of the document as `METHOD /template`. */
export const allOperations = operations.map((o) => `${o.method} ${o.template}`);

/** Validates one answer against the document; throws with ajv's errors when it does not conform. */
export async function checkAnswer(method: string, path: string, response: Response): Promise<void> {
  const operation = operations.find((o) => o.method === method && o.pattern.test(path));
  if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  const responses = document.paths[operation.template]?.[method.toLowerCase()]?.responses as Json;
  const status = String(response.status);
  const declared = responses[status] as { content?: Record<string, unknown> } | undefined;
  if (!declared)
    throw new Error(
      `${method} ${operation.template} answered ${status}, which the document does not declare`,
    );
  if (response.status >= 200 && response.status < 300) exercised.add(`${method} ${operation.template}`);
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  if (!declared.content) {
    if ((await response.clone().text()) !== '')
      throw new Error(`${method} ${path} ${status} should have no body`);
    return;
  }
  if (!(type in declared.content))
    throw new Error(`${method} ${path} ${status} answered ${type}, not declared`);
  if (type !== 'application/json') return;
  const ref = `openapi#/${pointer('paths', operation.template, method.toLowerCase(), 'responses', status, 'content', type, 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body = await response.clone().json();
  if (!validate(body))
    throw new Error(
      `${method} ${path} ${status} does not match the document: ${ajv.errorsText(validate.errors)}`,
    );
}
