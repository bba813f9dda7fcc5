// The lines of a failed step's output that name what failed and why, as Vitest, Playwright, ESLint, Prettier and
// tsc print them. `npm test` prints them again just above its summary: a CI log is often read from its end, and a failure
// in a lane is otherwise printed many screens before it. A test may also mark lines as evidence (`⚑ ` at the start,
// such as what the servers of e2e/deployment.e2e.ts logged when it failed): those are kept from anywhere in the output,
// since a test's own output is printed while it runs, long before the recap.

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
  return [...recapLines(text, max), ...evidenceLines(text, max)];
}

/** An evidence line: the marker, then what a process logged. */
const evidence = /^\s*⚑ /;

/** @param {string} text @param {number} max */
function evidenceLines(text, max) {
  const lines = text
    .split('\n')
    .filter((line) => evidence.test(line))
    .map((line) => {
      const trimmed = line.trim();
      return trimmed.length > 400 ? `${trimmed.slice(0, 399)}…` : trimmed;
    });
  return lines.length > max
    ? [...lines.slice(0, max), `  … and ${lines.length - max} more evidence lines`]
    : lines;
}

/** @param {string} text @param {number} max */
function recapLines(text, max) {
  const from = recaps.map((recap) => text.search(recap)).filter((at) => at >= 0);
  const seen = new Set();
  /** @type {string[]} */
  const lines = [];
  for (const raw of text.slice(from.length ? Math.min(...from) : 0).split('\n')) {
    const line = raw.trimEnd();
    if (!failureLine.test(line) || evidence.test(line) || seen.has(line.trim())) continue;
    seen.add(line.trim());
    lines.push(line.length > 200 ? `${line.slice(0, 199)}…` : line);
  }
  return lines.length > max ? [...lines.slice(0, max), `  … and ${lines.length - max} more lines`] : lines;
}
