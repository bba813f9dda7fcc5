// The lines of a failed step's output that name what failed and why, as Vitest, Playwright, ESLint, Prettier and
// tsc print them. `npm test` prints them again just above its summary: a CI log is often read from its end, and a failure
// in a lane is otherwise printed many screens before it.

const failureLine = new RegExp(
  [
    /^\s*(FAIL|×|✘|\d+\) )/,
    /^\s*❯ \S+:\d+:\d+/,
    /Error:|error TS\d+|Expected|Received|Timed out|timed out/,
    /^\s+at .*\.(test|e2e)\.[cm]?[jt]sx?:\d+/,
    // ESLint: the file, then each problem as `line:column  error  message  rule`.
    /^\/\S+\.[cm]?[jt]sx?$/,
    /^\s+\d+:\d+\s+(error|warning)\s/,
    // Prettier --check: each file it would reformat.
    /^\[warn\] \S/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
// Vitest and Playwright end with their failures, each in full; passing tests may log errors they expect, so the
// digest reads from there when it is there.
const recaps = [/^.*Failed Tests \d+/m, /^\s+1\) /m];

/**
 * @param {string} output a step's whole output, colours included
 * @param {number} [max] lines kept; a longer digest ends with a line saying how many were left out
 * @returns {string[]}
 */
export function failureLines(output, max = 30) {
  const text = output.replace(ansi, '');
  const from = recaps.map((recap) => text.search(recap)).filter((at) => at >= 0);
  const seen = new Set();
  /** @type {string[]} */
  const lines = [];
  for (const raw of text.slice(from.length ? Math.min(...from) : 0).split('\n')) {
    const line = raw.trimEnd();
    if (!failureLine.test(line) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    lines.push(line.length > 200 ? `${line.slice(0, 199)}…` : line);
  }
  return lines.length > max ? [...lines.slice(0, max), `  … and ${lines.length - max} more lines`] : lines;
}
