import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  e2eTable,
  e2eTimes,
  reportFiles,
  storyFileTimes,
  storyTable,
  suiteCostLines,
} from './suite-cost.mjs';

// The samples are cut down from real reports (Playwright 1.65's `json` reporter on e2e/i18n.e2e.ts and
// e2e/theme.e2e.ts, Vitest 4.1's `json` reporter through .storybook/storyReport.ts on the Button and DataTable
// stories), with /check for the checkout. Edited for the cases: theme.e2e.ts:34 took 34.2 s (over the budget), :68
// is skipped; :77 is a real time-out (run with --timeout 1500).
const sample = (/** @type {string} */ name) =>
  readFileSync(new URL(`./suite-cost-samples/${name}`, import.meta.url), 'utf8');
const playwright = JSON.parse(sample('playwright.json'));
const vitest = JSON.parse(sample('vitest-stories.json'));

describe('e2eTimes', () => {
  test('every test that ran, slowest first, named by file:line from the root and its describe titles', () => {
    expect(e2eTimes(playwright, '/check')).toEqual([
      {
        where: 'e2e/theme.e2e.ts:34',
        title: '/ answers with the app page in the light theme',
        seconds: 34.21,
        status: 'passed',
      },
      {
        where: 'e2e/i18n.e2e.ts:33',
        title:
          'a visitor whose browser prefers Russian › opening /faq lands on /ru/faq, in place, Russian from the first paint',
        seconds: 3.961,
        status: 'passed',
      },
      {
        where: 'e2e/i18n.e2e.ts:63',
        title:
          'switching to Chinese on /ru/faq?x=1 goes to /cn/faq?x=1, sets the cookie, and a reload keeps Chinese',
        seconds: 3.354,
        status: 'passed',
      },
      {
        where: 'e2e/theme.e2e.ts:109',
        title: 'Russian and Chinese pages answer at their prefixes',
        seconds: 3.21,
        status: 'passed',
      },
      {
        where: 'e2e/i18n.e2e.ts:46',
        title: 'a visitor whose browser prefers Russian › with cookie locale=en stays on /faq in English',
        seconds: 2.713,
        status: 'passed',
      },
      {
        where: 'e2e/theme.e2e.ts:77',
        title: 'the theme switch paints dark at once and is remembered after a reload',
        seconds: 1.709,
        status: 'timedOut',
      },
    ]);
  });

  test('a test of a named project says which', () => {
    const [file] = structuredClone(playwright).suites;
    file.specs[0].tests[0].projectName = 'chromium';
    const times = e2eTimes({ ...playwright, suites: [file] }, '/check');
    expect(times.find((t) => t.where === 'e2e/i18n.e2e.ts:63')?.title).toMatch(/^\[chromium\] › switching/);
  });
});

describe('storyFileTimes', () => {
  test("each file's tests summed over its three modes, slowest file first, with its slowest test", () => {
    const round = (/** @type {number} */ seconds) => Number(seconds.toFixed(4));
    const times = storyFileTimes(vitest, '/check').map((f) => ({
      ...f,
      seconds: round(f.seconds),
      slowest: { ...f.slowest, seconds: round(f.slowest.seconds) },
    }));
    expect(times).toEqual([
      {
        file: 'packages/ui/src/DataTable/DataTable.stories.tsx',
        seconds: 21.7687,
        tests: 6,
        slowest: { title: 'Workers', seconds: 6.7303 },
      },
      {
        file: 'packages/ui/src/Button/Button.stories.tsx',
        seconds: 4.5577,
        tests: 6,
        slowest: { title: 'Primary', seconds: 1.6479 },
      },
    ]);
  });

  test('a skipped or todo story costs nothing and is not counted', () => {
    const report = structuredClone(vitest);
    for (const module of report.testResults)
      for (const test of module.assertionResults) test.status = test.title === 'Workers' ? 'skipped' : 'todo';
    expect(storyFileTimes(report, '/check')).toEqual([]);
  });
});

describe('the tables', () => {
  test('e2e: worst first, the tests over the budget marked and counted, a failure named', () => {
    expect(e2eTable(e2eTimes(playwright, '/check'), 3)).toEqual([
      "━━ slowest e2e tests (3 of 6; each test's own time, without its worker's stack start; budget 30 s) ━━",
      '  34.2 s  over  e2e/theme.e2e.ts:34 › / answers with the app page in the light theme',
      '   4.0 s        e2e/i18n.e2e.ts:33 › a visitor whose browser prefers Russian › opening /faq lands on /ru/faq, in place, Russian from the first paint',
      '   3.4 s        e2e/i18n.e2e.ts:63 › switching to Chinese on /ru/faq?x=1 goes to /cn/faq?x=1, sets the cookie, and a reload keeps Chinese',
      '  1 test is over the 30 s budget: docs/testing.md, "What the suite costs", says what to do',
    ]);
    expect(e2eTable(e2eTimes(playwright, '/check')).at(-2)).toBe(
      '   1.7 s        e2e/theme.e2e.ts:77 › the theme switch paints dark at once and is remembered after a reload (timedOut)',
    );
  });

  test('stories: the file, its time, how many tests and the slowest', () => {
    expect(storyTable(storyFileTimes(vitest, '/check'))).toEqual([
      '━━ slowest story files (2 of 2; their tests summed over light, dark and mobile) ━━',
      '  21.8 s  packages/ui/src/DataTable/DataTable.stories.tsx  (6 tests; slowest Workers, 6.7 s)',
      '   4.6 s  packages/ui/src/Button/Button.stories.tsx  (6 tests; slowest Primary, 1.6 s)',
    ]);
  });
});

describe('suiteCostLines', () => {
  /** @type {string[]} */
  const roots = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  /** A checkout holding the given reports under test-results/. @param {{ e2e?: string, stories?: string }} reports */
  const checkout = (reports) => {
    const root = mkdtempSync(path.join(tmpdir(), 'suite-cost-'));
    roots.push(root);
    mkdirSync(path.join(root, 'test-results'));
    for (const [kind, text] of Object.entries(reports))
      writeFileSync(path.join(root, reportFiles[/** @type {'e2e' | 'stories'} */ (kind)]), text);
    return root;
  };
  /** The reports as if written from `root`. @param {string} root */
  const moved = (root) => ({
    e2e: sample('playwright.json').replaceAll('/check', root),
    stories: sample('vitest-stories.json').replaceAll('/check', root),
  });

  test('both tables, from reports of this run', () => {
    const root = checkout({});
    for (const [kind, text] of Object.entries(moved(root)))
      writeFileSync(path.join(root, reportFiles[/** @type {'e2e' | 'stories'} */ (kind)]), text);
    const lines = suiteCostLines({ root, since: Date.parse('2026-11-28T06:00:00Z') });
    expect(lines[0]).toMatch(/^━━ slowest e2e tests \(6 of 6;/);
    expect(lines).toContain('');
    expect(lines.at(-3)).toMatch(/^━━ slowest story files \(2 of 2;/);
  });

  test('a missing, unreadable, stale or empty report is one line each, never a throw', () => {
    expect(suiteCostLines({ root: checkout({}) })).toEqual([
      'no e2e report: test-results/e2e.json is missing (the step was skipped or crashed)',
      '',
      'no story report: test-results/stories.json is missing (the step was skipped or crashed)',
    ]);

    const cut = checkout({ e2e: sample('playwright.json').slice(0, 500), stories: '{"testResults": 3}' });
    const [e2e, , stories] = suiteCostLines({ root: cut });
    expect(e2e).toMatch(/^no e2e report: test-results\/e2e\.json could not be read \(.*JSON/);
    expect(stories).toMatch(/^no story report: test-results\/stories\.json is not of the expected shape \(/);

    const earlier = checkout({ e2e: sample('playwright.json'), stories: sample('vitest-stories.json') });
    expect(suiteCostLines({ root: earlier, since: Date.parse('2027-01-01T00:00:00Z') })).toEqual([
      'no e2e report from this run: test-results/e2e.json is from an earlier one (the step was skipped or crashed)',
      '',
      'no story report from this run: test-results/stories.json is from an earlier one (the step was skipped or crashed)',
    ]);

    const empty = checkout({
      e2e: JSON.stringify({ ...playwright, suites: [] }),
      stories: JSON.stringify({ ...vitest, testResults: [] }),
    });
    expect(suiteCostLines({ root: empty })).toEqual([
      'no e2e times: test-results/e2e.json holds no test that ran',
      '',
      'no story times: test-results/stories.json holds no test that ran',
    ]);
  });
});
