// What a signed-in tab left alone asks of the product (`pnpm bench`, issue 35): the requests the host server (the
// pool API's among them) and the identity provider answer for it over minutes of real time, its live stream apart.

/** The live stream's path: an idle tab keeps it open, so its one request is not counted among the idle requests. */
const STREAM_PATH = '/api/v1/account/stream';

/** Every request the stack has answered so far: the host's (the API's among them) by path, and the provider's. */
function requestCounts(stack) {
  const { host, provider } = stack.requests();
  const counts = Object.fromEntries(host);
  counts['(identity provider)'] = provider;
  return counts;
}

const total = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * A signed-in tab left on its page for `seconds` of real time (the engine's timers, the worker's keep-alive and
 * the token's refresh all run on the real clock): the requests the host server and the provider answer meanwhile,
 * by path, the live stream's own apart. The window opens once the sign-in's requests have settled (no new request
 * for two seconds).
 */
export async function measureIdleTab(browser, stack, { seconds, signIn, stillShown }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    let last = total(requestCounts(stack));
    let quietSince = Date.now();
    while (Date.now() - quietSince < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = total(requestCounts(stack));
      if (now !== last) [last, quietSince] = [now, Date.now()];
    }
    const before = requestCounts(stack);
    await page.waitForTimeout(seconds * 1000);
    const after = requestCounts(stack);
    const made = {};
    let streamRequests = 0;
    for (const [path, n] of Object.entries(after)) {
      const count = n - (before[path] ?? 0);
      if (path === STREAM_PATH) streamRequests = count;
      else if (count > 0) made[path] = count;
    }
    // The page is still signed in and showing its figures at the end.
    await stillShown(page);
    return { seconds, requests: total(made), byPath: made, streamRequests };
  } finally {
    await context.close();
  }
}
