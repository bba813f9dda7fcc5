// `npm test` after set-up: every check, each reported with its time, one summary with the total at the end,
// non-zero on any failure.
//
// The build runs first and alone, then the unit tests (one worker per core). Then three lanes run side by side,
// since none keeps both cores busy: the static checks are single-threaded tools, the story and visual tests mostly
// wait on a browser, and the suites on real servers mostly wait on them. Each step's output there is held and
// printed in one block when it ends, so the lanes never interleave. The e2e suite runs last and alone: it starts a
// stack and a browser per core. A failed step is named again above the summary with the lines that say why. After
// the summary come the slowest e2e tests and story files, read from the reports those steps wrote.
import { spawn } from 'node:child_process';
import { failureLines } from './failure-digest.mjs';
import { repositoryRoot, suiteCostLines } from './suite-cost.mjs';

/**
 * @typedef {{ name: string, command: string[], needsBuild?: boolean }} Step
 * @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', seconds: number, lane: string, failures?: string[] }} Result
 */

/** @type {Step} */
const build = { name: 'build', command: ['run', 'build'] };

/** @type {Step} */
const unit = { name: 'unit tests', command: ['run', 'test:unit'] };

/** @type {Record<string, Step[]>} */
const lanes = {
  checks: [
    { name: 'lint', command: ['run', 'lint'] },
    { name: 'i18n catalogs (complete, none unused)', command: ['run', 'i18n:check'] },
    { name: 'changesets', command: ['run', 'check:changesets'] },
    { name: 'engines (every package runs on Node 20.19)', command: ['run', 'check:engines'] },
    { name: 'package checks (publint, attw)', command: ['run', 'check:packages'], needsBuild: true },
    {
      name: 'consumer check (examples/internal-tool on the four packed packages, npm, Chromium)',
      command: ['run', 'check:consumer'],
      needsBuild: true,
    },
    { name: 'storybook build', command: ['run', 'build-storybook', '--quiet'] },
  ],
  browser: [
    { name: 'story tests (light, dark, mobile)', command: ['run', 'test:stories'] },
    { name: 'visual tests', command: ['run', 'test:visual'] },
  ],
  // Real servers: mostly waiting on PostgreSQL (starts, outages, leader hand-overs), little CPU of its own; then the
  // typecheck, so that this lane ends about when the others do (in the checks lane it kept one core busy alone at
  // the end, after the others had finished).
  servers: [
    { name: 'pool API on PostgreSQL', command: ['run', 'test:postgres'] },
    { name: 'typecheck', command: ['run', 'typecheck'] },
  ],
};

/** @type {Step} */
const e2e = { name: 'e2e (Playwright, Chromium)', command: ['run', 'test:e2e'], needsBuild: true };

const seconds = (since) => (Date.now() - since) / 1000;
const clock = (s) => {
  const whole = Math.round(s);
  return whole >= 60
    ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
    : `${s.toFixed(1)} s`;
};

/**
 * Runs one step with pnpm. `stream` prints its output as it comes (a step alone); otherwise the output is held
 * and printed in one block at the end.
 * @param {Step} step
 * @param {string} lane
 * @param {{ stream: boolean, buildPassed: boolean }} options
 * @returns {Promise<Result>}
 */
function run(step, lane, { stream, buildPassed }) {
  if (step.needsBuild && !buildPassed)
    return Promise.resolve({ name: step.name, lane, status: 'skipped', seconds: 0 });
  const started = Date.now();
  if (stream) process.stdout.write(`\n━━ ${step.name} ━━\n`);
  else process.stdout.write(`▶ ${step.name} (${lane} lane) started\n`);
  return new Promise((resolve) => {
    // Output is both shown (as it comes, for a step alone) and kept, for the failure digest.
    const child = spawn('pnpm', step.command, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    /** @type {Buffer[]} */
    const output = [];
    const keep = (/** @type {NodeJS.WriteStream} */ into) => (/** @type {Buffer} */ chunk) => {
      output.push(chunk);
      if (stream) into.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      const all = Buffer.concat(output);
      const result = {
        name: step.name,
        lane,
        status: code === 0 ? 'passed' : 'failed',
        seconds: seconds(started),
        ...(code === 0 ? {} : { failures: failureLines(all.toString('utf8')) }),
      };
      if (!stream) {
        process.stdout.write(`\n━━ ${step.name} (${lane} lane) ━━\n`);
        process.stdout.write(all);
      }
      process.stdout.write(
        `${result.status === 'passed' ? '✔' : '✘'} ${step.name}: ${result.status} in ${clock(result.seconds)}\n`,
      );
      resolve(/** @type {Result} */ (result));
    });
  });
}

const started = Date.now();
// scripts/bootstrap.sh notes when `npm test` began, so the set-up (install, Chromium, fonts) counts in the total.
const bootStarted = Number(process.env.LODE_TEST_STARTED_MS) || started;

/** @type {Result[]} */
const results = [];

const built = await run(build, 'build', { stream: true, buildPassed: true });
results.push(built);
const buildPassed = built.status === 'passed';
results.push(await run(unit, 'unit', { stream: true, buildPassed }));

const laneStarted = Date.now();
const laneResults = await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    /** @type {Result[]} */
    const done = [];
    for (const step of steps) done.push(await run(step, lane, { stream: false, buildPassed }));
    return done;
  }),
);
results.push(...laneResults.flat());
const lanesSeconds = seconds(laneStarted);

results.push(await run(e2e, 'e2e', { stream: true, buildPassed }));

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status !== 'passed').length;
for (const r of results.filter((r) => r.failures)) {
  process.stdout.write(`\n━━ what failed in ${r.name} ━━\n`);
  process.stdout.write(
    r.failures?.length ? `${r.failures.join('\n')}\n` : "  (no line names it: see the step's output above)\n",
  );
}
process.stdout.write('\n━━ summary ━━\n');
if (bootStarted < started)
  process.stdout.write(
    `  ${'set-up (install, Chromium, fonts)'.padEnd(79)} ${clock((started - bootStarted) / 1000)}\n`,
  );
for (const r of results) {
  const mark = r.status === 'passed' ? '✔' : r.status === 'skipped' ? '–' : '✘';
  const lane = r.lane && r.lane !== r.name ? ` [${r.lane}]` : '';
  process.stdout.write(
    `${mark} ${`${r.name}${lane}`.padEnd(70)} ${r.status.padEnd(8)} ${clock(r.seconds)}\n`,
  );
}
process.stdout.write(`  the lanes side by side took ${clock(lanesSeconds)}\n`);
process.stdout.write(`checks: ${passed} passed, ${failed} failed; total ${clock(seconds(bootStarted))}\n`);
// Information, not a gate: the exit code is the checks' alone. A report of an earlier run is named as such.
process.stdout.write(`\n${suiteCostLines({ root: repositoryRoot, since: started }).join('\n')}\n`);
process.exit(failed === 0 ? 0 : 1);
