// Where the host server's route rules come from: the database the console edits, or the operator's file
// (`LODE_ROUTE_RULES`), which then overrides the database's rules. The host says which in its table
// (`GET {base}api/route-rules`, `source`); the redirects page shows a notice when it is the file.

/** Who supplies the rules the host applies. */
export type RouteRulesSource = 'database' | 'file';

/** The host's answer, or undefined when it does not say (an older host, or no answer). */
export async function readRouteRulesSource(
  basePath: string,
  signal?: AbortSignal,
): Promise<RouteRulesSource | undefined> {
  const response = await fetch(`${basePath}api/route-rules`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { source?: unknown };
  return body.source === 'file' || body.source === 'database' ? body.source : undefined;
}
