// What the suite costs, from the JSON reports the e2e and story runs write beside what they print: the ten slowest
// e2e tests and the ten slowest story files. `npm test` prints both after its summary, so a slow newcomer shows in
// the first run that has it; `node scripts/suite-cost.mjs` prints them from the last reports in test-results/. This
// is information, never a gate: a missing or unreadable report is one line saying so, and nothing here throws.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the runs write their reports, from the repository's root (e2e/playwright.config.ts, package.json). */
export const reportFiles = { e2e: 'test-results/e2e.json', stories: 'test-results/stories.json' };

/** The time an e2e test may take on an idle 2-core machine (docs/testing.md, "What the suite costs"). */
export const e2eBudgetSeconds = 30;

/**
 * @typedef {{ where: string, title: string, seconds: number, status: string }} E2eTime
 * @typedef {{ file: string, seconds: number, tests: number, slowest: { title: string, seconds: number } }} StoryFileTime
 * @typedef {{ title?: string, file?: string, line?: number, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ title: string, file: string, line: number, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ projectName?: string, status?: string, results?: { status?: string, duration?: number }[] }} PlaywrightTest
 */

/**
 * Every e2e test of a Playwright JSON report, slowest first, named as the list reporter names it.
 * @param {any} report the parsed JSON of Playwright's `json` reporter
 * @param {string} root the repository's root, which the test files are named from
 * @returns {E2eTime[]}
 */
export function e2eTimes(report, root) {
  const testDir = report?.config?.rootDir ?? root;
  /** @type {E2eTime[]} */
  const times = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        // A test not run (skipped, or after the run stopped) costs nothing and is left out.
        if (!results.length || results.every((r) => r.status === 'skipped')) continue;
        const project = test.projectName ? [`[${test.projectName}]`] : [];
        times.push({
          where: `${path.relative(root, path.join(testDir, spec.file))}:${spec.line}`,
          title: [...project, ...titles, spec.title].join(' › '),
          // Retries are off, so this is one run; a retried test would count every attempt.
          seconds: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          status: results.at(-1)?.status ?? 'unknown',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title ?? '']);
  };
  // The top suites are the files: their title is the file's name, which `where` already gives.
  for (const file of report?.suites ?? []) walk(file, []);
  return times.sort((a, b) => b.seconds - a.seconds);
}

/**
 * Every story file of a Vitest JSON report, slowest first: its tests' times summed over the three modes, since the
 * report names a file once per mode without saying which.
 * @param {any} report the parsed JSON of Vitest's `json` reporter
 * @param {string} root the repository's root, which the story files are named from
 * @returns {StoryFileTime[]}
 */
export function storyFileTimes(report, root) {
  /** @type {Map<string, StoryFileTime>} */
  const files = new Map();
  for (const module of report?.testResults ?? []) {
    const file = path.relative(root, module.name);
    const entry = files.get(file) ?? { file, seconds: 0, tests: 0, slowest: { title: '', seconds: 0 } };
    for (const test of module.assertionResults ?? []) {
      if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') continue;
      const seconds = (test.duration ?? 0) / 1000;
      entry.seconds += seconds;
      entry.tests += 1;
      if (seconds > entry.slowest.seconds) entry.slowest = { title: test.fullName ?? test.title, seconds };
    }
    files.set(file, entry);
  }
  return [...files.values()].filter((f) => f.tests > 0).sort((a, b) => b.seconds - a.seconds);
}

const time = (/** @type {number} */ seconds) => `${seconds.toFixed(1)} s`.padStart(8);
const cut = (/** @type {string} */ text, /** @type {number} */ max) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The table of the slowest e2e tests, each over the budget marked.
 * @param {E2eTime[]} times slowest first
 * @param {number} [count]
 * @returns {string[]}
 */
export function e2eTable(times, count = 10) {
  const over = times.filter((t) => t.seconds > e2eBudgetSeconds).length;
  return [
    `━━ slowest e2e tests (${Math.min(count, times.length)} of ${times.length}; each test's own time, without its worker's stack start; budget ${e2eBudgetSeconds} s) ━━`,
    ...times.slice(0, count).map((t) => {
      const mark = t.seconds > e2eBudgetSeconds ? 'over' : '    ';
      const status = t.status === 'passed' ? '' : ` (${t.status})`;
      return `${time(t.seconds)}  ${mark}  ${cut(`${t.where} › ${t.title}`, 140)}${status}`;
    }),
    ...(over
      ? [
          `  ${over} ${over === 1 ? 'test is' : 'tests are'} over the ${e2eBudgetSeconds} s budget: docs/testing.md, "What the suite costs", says what to do`,
        ]
      : []),
  ];
}

/**
 * The table of the slowest story files.
 * @param {StoryFileTime[]} times slowest first
 * @param {number} [count]
 * @returns {string[]}
 */
export function storyTable(times, count = 10) {
  return [
    `━━ slowest story files (${Math.min(count, times.length)} of ${times.length}; their tests summed over light, dark and mobile) ━━`,
    ...times
      .slice(0, count)
      .map(
        (f) =>
          `${time(f.seconds)}  ${f.file}  (${f.tests} tests; slowest ${cut(f.slowest.title, 60)}, ${f.slowest.seconds.toFixed(1)} s)`,
      ),
  ];
}

/**
 * Reads a report and makes its table, or one line saying why there is none.
 * @param {string} name what the report is of, for that line
 * @param {string} file the report, from `root`
 * @param {{ root: string, since?: number }} options `since`: a report of a run that started before it is stale
 * @param {(report: any) => number} startOf when the report's run started, in ms since the epoch
 * @param {(report: any) => string[]} table
 * @returns {string[]}
 */
function tableOf(name, file, { root, since }, startOf, table) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    return [
      code === 'ENOENT'
        ? `no ${name} report: ${file} is missing (the step was skipped or crashed)`
        : `no ${name} report: ${file} could not be read (${/** @type {Error} */ (error).message})`,
    ];
  }
  try {
    if (since !== undefined && !(startOf(report) >= since))
      return [
        `no ${name} report from this run: ${file} is from an earlier one (the step was skipped or crashed)`,
      ];
    return table(report);
  } catch (error) {
    return [
      `no ${name} report: ${file} is not of the expected shape (${/** @type {Error} */ (error).message})`,
    ];
  }
}

/**
 * The two tables from the reports under `root`, or a line for each report that is missing, stale or unreadable.
 * @param {{ root: string, since?: number, count?: number }} options `since`: ignore reports of runs started before it
 * @returns {string[]}
 */
export function suiteCostLines({ root, since, count = 10 }) {
  const e2e = tableOf(
    'e2e',
    reportFiles.e2e,
    { root, since },
    (report) => Date.parse(report.stats.startTime),
    (report) => {
      const times = e2eTimes(report, root);
      return times.length
        ? e2eTable(times, count)
        : [`no e2e times: ${reportFiles.e2e} holds no test that ran`];
    },
  );
  const stories = tableOf(
    'story',
    reportFiles.stories,
    { root, since },
    (report) => report.startTime,
    (report) => {
      const times = storyFileTimes(report, root);
      return times.length
        ? storyTable(times, count)
        : [`no story times: ${reportFiles.stories} holds no test that ran`];
    },
  );
  return [...e2e, '', ...stories];
}

/** The repository's root, where test-results/ is. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  process.stdout.write(`${suiteCostLines({ root: repositoryRoot }).join('\n')}\n`);
