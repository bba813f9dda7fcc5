// Issue 37's figure for `pnpm bench`: a watcher view (`/watch/<secret>`, read-only, no sign-in) loads no more
// JavaScript before idle than the signed-in dashboard it mirrors. Measured on the dashboard's stack, with a link
// that shares everything (the heaviest view), in a browser of its own that never signed in.
import { accessTokenThroughForm, enrolTotp, TestBrowser } from '@lode/idp/testing';

/** demo's authenticator key per provider (a stack's provider keeps it while it runs). */
const secrets = new Map();

/**
 * Creates a watcher link of demo's default sub-account with every scope; answers its secret. The pool API asks for
 * a fresh second factor to create one: demo sets up an authenticator at the provider (once per stack) and signs in
 * with its code, as the cabinet would send them.
 */
async function createLink(stack) {
  const issuer = `${stack.idpUrl}/realms/lode`;
  const browser = new TestBrowser({ timeoutMs: 15_000 });
  let totpSecret = secrets.get(stack.idpUrl);
  if (!totpSecret) {
    totpSecret = (await enrolTotp(browser, issuer, stack.url, 'demo', 'demo')).secret;
    secrets.set(stack.idpUrl, totpSecret);
  }
  const token = await accessTokenThroughForm(issuer, stack.url, 'demo', 'demo', {
    timeoutMs: 15_000,
    acrValues: '2',
    totpSecret,
    browser,
  });
  const response = await fetch(new URL('/api/v1/settings/watchers', stack.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'bench', scopes: ['workers', 'earnings', 'statistics'], expiresIn: '1h' }),
  });
  if (response.status !== 201) throw new Error(`creating a watcher link answered ${response.status}`);
  return (await response.json()).secret;
}

/**
 * The JS before idle of a watcher view's dashboard, loaded `runs` times with the HTTP cache off (`measureFullLoad`
 * from dashboard.mjs, waiting for the same filled tiles): the first load's figure and file list, as the dashboard's.
 */
export async function measureWatchPage(browser, stack, measureFullLoad) {
  const secret = await createLink(stack);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const load = await measureFullLoad(page, stack.url, `/watch/${secret}`);
    // The file list without the secret: results.json is committed.
    const files = load.files.map((file) => ({ ...file, url: file.url.replace(secret, '…') }));
    return { jsBrotliBeforeIdle: load.jsBrotli, jsFiles: load.jsFiles, jsFileList: files };
  } finally {
    await context.close();
  }
}
