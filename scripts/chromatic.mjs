#!/usr/bin/env node
// @ts-check
// Publishes Storybook to Chromatic when a project token is configured; otherwise explains that the offline
// visual project stands in, and succeeds, so CI without the secret (forks, this offline machine) stays green.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const buildDir = 'storybook-static';

/**
 * Runs a command in the repo root with inherited output; exits with its status when it fails.
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`Could not start ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The pnpm that started this script (npm_execpath), so the same version builds Storybook; else pnpm on PATH.
 * @returns {[string, string[]]}
 */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  return ['pnpm', []];
}

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published to Chromatic.');
  console.log(
    'chromatic: the offline visual project stands in: `pnpm test:visual` compares stories in both themes',
  );
  console.log('chromatic: against the committed baselines in packages/*/src/**/__screenshots__/.');
  process.exit(0);
}

const [pnpm, pnpmArgs] = pnpmCommand();
run(pnpm, [...pnpmArgs, 'run', 'build-storybook']);

// The installed CLI, not `npx chromatic`: the version is pinned by the lockfile and nothing is downloaded.
const require = createRequire(import.meta.url);
const chromaticPackage = require.resolve('chromatic/package.json', { paths: [root] });
const chromaticBin = join(dirname(chromaticPackage), require(chromaticPackage).bin.chromatic);
// The token is read from the environment by the CLI itself, so it never appears in a process listing.
run(process.execPath, [chromaticBin, '--storybook-build-dir', buildDir, ...process.argv.slice(2)]);
