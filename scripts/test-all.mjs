// `npm test` after set-up: every check in order, each reported, one summary at the end, non-zero on any failure.
import { spawnSync } from 'node:child_process';

/** The checks of `npm test`; `needsBuild` ones are skipped when the build failed, since they would only repeat it. */
const steps = [
  { name: 'build', command: ['run', 'build'] },
  { name: 'lint', command: ['run', 'lint'] },
  { name: 'typecheck', command: ['run', 'typecheck'] },
  { name: 'i18n catalogs (complete, none unused)', command: ['run', 'i18n:check'] },
  { name: 'unit tests', command: ['run', 'test:unit'] },
  { name: 'story tests (light, dark, mobile)', command: ['run', 'test:stories'] },
  { name: 'visual tests', command: ['run', 'test:visual'] },
  { name: 'package checks (publint, attw)', command: ['run', 'check:packages'], needsBuild: true },
  {
    name: 'consumer check (packed @lode/ui and @lode/auth, plain Vite)',
    command: ['run', 'check:consumer'],
    needsBuild: true,
  },
  { name: 'changesets', command: ['run', 'check:changesets'] },
  { name: 'engines (every package runs on Node 20.19)', command: ['run', 'check:engines'] },
  { name: 'storybook build', command: ['run', 'build-storybook', '--quiet'] },
  { name: 'e2e (Playwright, Chromium)', command: ['run', 'test:e2e'], needsBuild: true },
];

const results = [];
for (const step of steps) {
  if (step.needsBuild && results[0]?.status !== 'passed') {
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  process.stdout.write(`\n━━ ${step.name} ━━\n`);
  const started = Date.now();
  const run = spawnSync('pnpm', step.command, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  const status = run.status === 0 ? 'passed' : 'failed';
  results.push({ name: step.name, status, seconds: (Date.now() - started) / 1000 });
}

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status !== 'passed').length;
process.stdout.write('\n━━ summary ━━\n');
for (const r of results) {
  const mark = r.status === 'passed' ? '✔' : r.status === 'skipped' ? '–' : '✘';
  process.stdout.write(`${mark} ${r.name.padEnd(46)} ${r.status.padEnd(8)} ${r.seconds.toFixed(1)} s\n`);
}
process.stdout.write(`checks: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
