// @ts-check
// Packing the published packages, shared by the consumer check and `pnpm release:pack`.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders under packages/ that are published, in dependency order (charts needs ui). */
export const packages = ['ui', 'i18n', 'auth', 'charts'];

/**
 * Runs a command, failing with its output when it fails; returns what it printed.
 * @param {string} cmd @param {string[]} args @param {string} cwd @param {NodeJS.ProcessEnv} [env]
 */
export function run(cmd, args, cwd, env = process.env) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}${result.error ?? ''}`,
    );
  }
  return result.stdout;
}

/**
 * Packs each package of the workspace at `root` as `pnpm publish` would (its `files`, workspace ranges rewritten to
 * versions) into `into`.
 * @param {string} root @param {string} into
 * @returns {Record<string, string>} the tarball's file name by package name
 */
export function packPackages(root, into) {
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const pkg of packages) {
    const dir = join(root, 'packages', pkg);
    const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const before = new Set(readdirSync(into));
    run('pnpm', ['pack', '--pack-destination', into], dir);
    const tarball = readdirSync(into).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name] = tarball;
  }
  return tarballs;
}
