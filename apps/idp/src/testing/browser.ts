import { createHash, randomBytes } from 'node:crypto';

/** One cookie as a browser keeps it: name, value and the path it is sent to. */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** What one request answered, with the body read. */
export interface Answer {
  /** The address asked for (a relative link or form action in `text` resolves against it). */
  url: string;
  status: number;
  headers: Headers;
  text: string;
  /** The absolute Location header, if any. */
  location?: string;
}

/**
 * A cookie-keeping HTTP client that stands in for a browser in the idp's own tests: it follows no redirect by itself,
 * so each hop of an OIDC flow can be looked at.
 */
export class TestBrowser {
  #cookies: StoredCookie[] = [];
  readonly #timeoutMs: number | undefined;

  /** `timeoutMs`: each request fails after that long (none by default: the test's own limit applies). */
  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs;
  }

  #cookieHeader(url: URL): string {
    return this.#cookies
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  #store(url: URL, headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=').map((s) => s.trim());
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      this.#cookies = this.#cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired) this.#cookies.push({ name, value, path });
    }
  }

  /** Keeps a cookie as a script of the page at `target` sets it (`document.cookie = line`). */
  scriptCookie(target: string, line: string): void {
    this.#store(new URL(target), new Headers([['set-cookie', line]]));
  }

  /** The value of cookie `name` as a page at `target` would read it, or undefined. */
  cookie(name: string, target: string): string | undefined {
    const url = new URL(target);
    const found = this.#cookieHeader(url)
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`));
    return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
  }

  /** Sends one request with this browser's cookies. */
  async request(
    target: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(target);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.#cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
      ...(this.#timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(this.#timeoutMs) }),
    });
    this.#store(url, response.headers);
    const location = response.headers.get('location');
    return {
      url: url.href,
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      ...(location ? { location: new URL(location, url).href } : {}),
    };
  }

  /** Follows redirects from `target` until an answer that is not a redirect, or one that leaves for `stopAt`. */
  async navigate(
    target: string,
    stopAt: string,
    init?: Parameters<TestBrowser['request']>[1],
  ): Promise<Answer> {
    let answer = await this.request(target, init);
    for (let hops = 0; answer.location && hops < 10; hops += 1) {
      if (leadsTo(answer.location, stopAt)) return answer;
      answer = await this.request(answer.location);
    }
    return answer;
  }
}

/**
 * Whether `url` is at `base` or under its path, compared as parsed URLs: as text, `http://localhost:39981/` would
 * begin with `http://localhost:3998`.
 */
export function leadsTo(url: string, base: string): boolean {
  const target = new URL(url);
  const at = new URL(base);
  const path = at.pathname.endsWith('/') ? at.pathname : `${at.pathname}/`;
  return target.origin === at.origin && (target.pathname === at.pathname || target.pathname.startsWith(path));
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The value of an attribute of the first element matching `selector`-like `id`, read from HTML with a regex. */
export function formAction(html: string, formId: string): string {
  const form = new RegExp(`<form[^>]*id="${formId.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0];
  const action = form && /action="([^"]+)"/.exec(form)?.[1];
  if (!action) throw new Error(`no form #${formId} with an action in the page`);
  return action.replaceAll('&amp;', '&');
}

/** The value of a hidden input by name. */
export function hiddenInput(html: string, name: string): string | undefined {
  return new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}
