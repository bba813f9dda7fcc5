import type { RunningIdp } from '@lode/idp';
import type { RunningPoolApi } from '../index';
import type { TestBotApi } from '../testing/botApi';
import { checkAnswer } from '../testing/contract';

// What the contract suites share: a call that validates each answer against the OpenAPI document
// (testing/contract.ts), and the stack the simulator's cases run against. Each suite starts one stack, the real
// identity provider and the API on free ports, on the project's database (PGlite or PostgreSQL).

/** One request of a contract case. */
export interface CallInit {
  /** A bearer token; an empty string sends no Authorization header. */
  token?: string;
  /** A personal API key (`X-API-Key`), sent instead of a token. */
  key?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer as the cases inspect it. */
export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are inspected freely
  body: any;
  text: string;
}

/** A request to the API under `/api/v1`. */
export type Call = (path: string, init?: CallInit) => Promise<Answer>;

/**
 * A call to the API at `url()`: the token is `init.token`, else `defaultToken()`; every answer `validate` accepts
 * (all by default) is checked against the document first.
 */
export function contractCall(options: {
  url: () => string;
  defaultToken?: () => string;
  validate?: (path: string, status: number) => boolean;
}): Call {
  return async (path, init = {}) => {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { ...init.headers };
    const token = init.token ?? options.defaultToken?.();
    if (init.key) headers['x-api-key'] = init.key;
    else if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${options.url()}/api/v1${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (options.validate?.(path, response.status) ?? true)
      await checkAnswer(method, path.split('?')[0] ?? path, response);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') && text !== '';
    return {
      status: response.status,
      headers: response.headers,
      body: isJson ? JSON.parse(text) : text,
      text,
    };
  };
}

/** The subject (`sub`) of an access token. */
export function subOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

/** The stack of the simulator's contract suite (contract/simulator.test.ts), filled in by its `beforeAll`. */
export class ContractStack {
  idp!: RunningIdp;
  server!: RunningPoolApi;
  /** Access tokens of the provider's `demo` and `admin` users. */
  demo!: string;
  admin!: string;
  /** The local Bot API the stack's Telegram bot talks to. */
  botApi!: TestBotApi;
  /** Requests a minute per personal API key on this stack (a case runs into it). */
  readonly keyLimit = 25;
  /**
   * Calls the API; answers are checked against the document except `/openapi.json` itself, 304s and 404s (an
   * unknown path is no operation of the document).
   */
  readonly call = contractCall({
    url: () => this.server.url,
    validate: (path, status) => !path.startsWith('/openapi.json') && status !== 304 && status !== 404,
  });
}
