// Reading a process's Prometheus endpoint: the deployment's tests and the scale bench check replicas by their metrics.

/** The Prometheus text of a metrics URL. */
export async function readMetrics(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The sum of a metric's samples in Prometheus text, over the samples whose labels include `labels` (a value or a
 * RegExp the value matches; every sample when none are given); null when the metric has no such sample.
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string | RegExp> = {},
): number | null {
  let sum: number | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const sample = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2] ?? '']),
    );
    const matches = ([key, want]: [string, string | RegExp]) =>
      want instanceof RegExp ? want.test(sample.get(key) ?? '') : sample.get(key) === want;
    if (!Object.entries(labels).every(matches)) continue;
    sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}
