import { describe, expect, test } from 'vitest';
import { failureLines } from './failure-digest.mjs';

const red = (text) => `\u001b[31m${text}\u001b[39m`;

describe('failureLines', () => {
  test("from Vitest's recap: the failed test, its error and where, without colours or an error a passing test logged", () => {
    const output = [
      ' ✓  unit:auth  src/client.test.ts (12 tests) 420ms',
      'Error: Tokens are not OpenID valid (logged by a test that expects it)',
      '',
      red('⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯'),
      '',
      red(' FAIL   postgres:pool-api  src/observe.test.ts > a mounted API > still its metrics'),
      'Error: Test timed out in 30000ms.',
      'If this is a long-running test, pass a timeout value as the last argument.',
      ' ❯ src/observe.test.ts:97:3',
      '     97|   it("still its metrics", async () => {',
      '',
      ' Test Files  1 failed | 30 passed (31)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      ' FAIL   postgres:pool-api  src/observe.test.ts > a mounted API > still its metrics',
      'Error: Test timed out in 30000ms.',
      ' ❯ src/observe.test.ts:97:3',
    ]);
  });

  test("from Playwright's recap: the numbered test, the expectation and the line of the test file", () => {
    const output = [
      '  ✓  11 e2e/theme.e2e.ts:34:1 › / answers (2.8s)',
      '  ✘  12 e2e/auth-session.e2e.ts:48:1 › shows signed-out within 3 s (14.8s)',
      '',
      '  1) e2e/auth-session.e2e.ts:48:1 › shows signed-out within 3 s ',
      '',
      '    Error: expect(received).toBeLessThanOrEqual(expected)',
      '',
      '    Expected: <= 3000',
      '    Received:    3476',
      '      62 |   await fresh.goto("/faq");',
      '        at /check/e2e/auth-session.e2e.ts:64:32',
      '  1 failed',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  1) e2e/auth-session.e2e.ts:48:1 › shows signed-out within 3 s',
      '    Error: expect(received).toBeLessThanOrEqual(expected)',
      '    Expected: <= 3000',
      '    Received:    3476',
      '        at /check/e2e/auth-session.e2e.ts:64:32',
    ]);
  });

  test('without a recap, the errors of a linter or compiler, each once', () => {
    const output = [
      'packages/ui typecheck$ tsc --noEmit -p tsconfig.json',
      "src/Dialog.tsx(4,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "src/Dialog.tsx(4,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      'packages/ui typecheck: Failed',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      "src/Dialog.tsx(4,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  test("ESLint's problems under their file, and the files Prettier would reformat", () => {
    const output = [
      '> eslint --max-warnings=0 . && prettier --check .',
      '',
      '/check/apps/web/src/features/calculator/Calculator/Calculator.tsx',
      "  12:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars",
      '',
      '✖ 1 problem (1 error, 0 warnings)',
      'Checking formatting...',
      '[warn] apps/web/src/features/calculator/Calculator/Calculator.test.tsx',
      '[warn] Code style issues found in the above file. Run Prettier with --write to fix.',
      ' ELIFECYCLE  Command failed with exit code 1.',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '/check/apps/web/src/features/calculator/Calculator/Calculator.tsx',
      "  12:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars",
      '[warn] apps/web/src/features/calculator/Calculator/Calculator.test.tsx',
      '[warn] Code style issues found in the above file. Run Prettier with --write to fix.',
    ]);
  });

  test("the lines a test marked as evidence, from anywhere in the output, after the recap's", () => {
    const output = [
      '  ✘  4 e2e/deployment.e2e.ts:173:1 › PostgreSQL stopped under load (30.1s)',
      '⚑ api-1 10:27:35.912 warn database found down {"database":"lode","code":"57P01","queryMs":3}',
      '⚑ PostgreSQL 10:27:35.101 LOG:  database system is ready to accept connections',
      '',
      '  1) e2e/deployment.e2e.ts:173:1 › PostgreSQL stopped under load',
      '    Error: after recovery (0.5 s after the start):',
      '        at /check/e2e/deployment.e2e.ts:240:5',
      '  1 failed',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '  1) e2e/deployment.e2e.ts:173:1 › PostgreSQL stopped under load',
      '    Error: after recovery (0.5 s after the start):',
      '        at /check/e2e/deployment.e2e.ts:240:5',
      '⚑ api-1 10:27:35.912 warn database found down {"database":"lode","code":"57P01","queryMs":3}',
      '⚑ PostgreSQL 10:27:35.101 LOG:  database system is ready to accept connections',
    ]);
    // Without a recap (a step that ended before it), an evidence line that reads as an error is listed once.
    expect(failureLines('⚑ api-1 error request failed {"error":"Error: boom"}')).toEqual([
      '⚑ api-1 error request failed {"error":"Error: boom"}',
    ]);
  });

  test('a long digest keeps its first lines and says how many it left out', () => {
    const output = Array.from({ length: 40 }, (_, i) => `Error: number ${i}`).join('\n');
    const lines = failureLines(output, 5);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Error: number 0');
    expect(lines[5]).toBe('  … and 35 more lines');
  });
});
