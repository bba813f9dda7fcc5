// Stands in for the pool API at `window.fetch` in stories whose page reads through the network (a cache of its own,
// or one that must be seen to ask): the API cannot run in Storybook's browser.

/** A request's path below the API's base (`/account/accruals`). */
export const apiPath = (request: Request) => new URL(request.url).pathname.replace(/^.*\/api\/v1(?=\/)/, '');

/**
 * Answers the pool API's requests (`…/api/v1/…`) with `answer`, keeping each in `sent` (emptied first), and the
 * host's `config.json` with no settings (the API at its default mount); anything else goes out. Returns how to put
 * the network back (a story's `beforeEach` cleanup).
 */
export function standInForPoolApi(
  sent: Request[],
  answer: (path: string, request: Request) => Response | Promise<Response>,
): () => void {
  sent.length = 0;
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/config.json')) return Response.json({});
    if (!url.pathname.includes('/api/v1/')) return realFetch(input, init);
    sent.push(request);
    return answer(apiPath(request), request);
  };
  return () => {
    window.fetch = realFetch;
  };
}
