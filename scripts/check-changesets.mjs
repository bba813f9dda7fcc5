#!/usr/bin/env node
// @ts-check
// CI check: a package that changed since its last release must come with a pending changeset naming it.
//
// The CI clone has only `main`, no pull-request base, so each package is compared with its own last release
// instead: the last commit that changed the `"version"` line of its package.json (`changeset version` writes
// it). A package that was never bumped has the commit that created its package.json as that commit, since
// creating the file adds the line: `changeset publish` publishes any version not yet on the registry, so a
// new package goes out at its declared first version without a changeset, and only later changes need one.
// A package.json not committed yet has no baseline; it gets one as soon as it is committed, so it is skipped.
//
// "Changed" = committed since the baseline, plus staged, unstaged and untracked files, so the check gives
// the same answer locally before a commit as in CI after it. Tests, stories, screenshots and READMEs do not
// count (scripts/changesets-lib.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluatePackages, parseChangesetFrontMatter } from './changesets-lib.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Anchored so a dependency or `typesVersions` line cannot be taken for a version bump.
const versionLine = '^[[:space:]]*"version"[[:space:]]*:';

/**
 * Runs git in the repo root and returns its trimmed output.
 * @param {string[]} args
 */
function git(...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** @param {string} output */
const lines = (output) => output.split('\n').filter(Boolean);

/**
 * The `version` of a package.json as committed at HEAD, or undefined when HEAD has no such file.
 * @param {string} path
 * @returns {string | undefined}
 */
function readCommittedVersion(path) {
  try {
    return JSON.parse(git('show', `HEAD:${path}`)).version;
  } catch {
    return undefined;
  }
}

/** @param {string} message */
function skip(message) {
  console.warn(`check:changesets: WARNING: ${message}`);
  console.warn('check:changesets: skipped (exit 0). In CI, fetch the full history (e.g. fetch-depth: 0).');
  process.exit(0);
}

try {
  git('rev-parse', '--is-inside-work-tree');
} catch {
  console.error(
    'check:changesets: not a git work tree; this check compares packages with their git history.',
  );
  process.exit(1);
}
if (git('rev-parse', '--is-shallow-repository') === 'true') {
  skip(
    'this is a shallow clone, so the commits of past releases are missing and every package would look new.',
  );
}
try {
  git('rev-parse', '--verify', '--quiet', 'HEAD');
} catch {
  skip('the repository has no commits yet, so there is no release to compare with.');
}

/** @type {string[]} */
let ignored = [];
const configPath = join(root, '.changeset', 'config.json');
if (existsSync(configPath)) {
  ignored = JSON.parse(readFileSync(configPath, 'utf8')).ignore ?? [];
}

/** @type {{ name: string, dir: string, baseline: string, changedFiles: string[] }[]} */
const packages = [];
/** @type {string[]} */
const notes = [];
const packagesDir = join(root, 'packages');
for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const dir = `packages/${entry.name}`;
  const manifestPath = join(root, dir, 'package.json');
  if (!existsSync(manifestPath)) {
    notes.push(`${dir}: no package.json, nothing to release`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const name = String(manifest.name ?? dir);
  if (manifest.private === true || ignored.includes(name)) {
    notes.push(
      `${name}: ${manifest.private === true ? 'private' : 'ignored in .changeset/config.json'}, never released`,
    );
    continue;
  }
  const baseline = git('log', '-1', '--format=%H', `-G${versionLine}`, '--', `${dir}/package.json`);
  if (!baseline) {
    notes.push(`${name}: package.json not committed yet, so no baseline; it becomes one when committed`);
    continue;
  }
  // `changeset version` run but not committed yet: the bump consumed the changesets, and this is the release.
  const committedVersion = readCommittedVersion(`${dir}/package.json`);
  if (committedVersion !== undefined && committedVersion !== manifest.version) {
    notes.push(
      `${name}: version ${committedVersion} -> ${manifest.version} not committed yet, counts as released`,
    );
    continue;
  }
  const changedFiles = [
    ...lines(git('diff', '--name-only', baseline, 'HEAD', '--', dir)),
    ...lines(git('diff', '--name-only', 'HEAD', '--', dir)),
    ...lines(git('ls-files', '--others', '--exclude-standard', '--', dir)),
  ];
  packages.push({ name, dir, baseline, changedFiles });
}

/** @type {import('./changesets-lib.mjs').Changeset[]} */
const changesets = [];
/** @type {string[]} */
const errors = [];
const changesetDir = join(root, '.changeset');
const changesetFiles = existsSync(changesetDir)
  ? readdirSync(changesetDir).filter((file) => file.endsWith('.md') && file !== 'README.md')
  : [];
for (const file of changesetFiles.sort()) {
  try {
    changesets.push({
      file,
      releases: parseChangesetFrontMatter(readFileSync(join(changesetDir, file), 'utf8')),
    });
  } catch (error) {
    errors.push(`.changeset/${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const verdicts = evaluatePackages(packages, changesets);
const known = new Set([...packages.map((pkg) => pkg.name), ...ignored]);
for (const { file, releases } of changesets) {
  for (const { name } of releases) {
    if (!known.has(name)) notes.push(`.changeset/${file} names "${name}", which is not a package here`);
  }
}

console.log('check:changesets: each package against its last version commit\n');
const rows = verdicts.map((verdict) => {
  const pkg = packages.find((p) => p.name === verdict.name);
  return [
    verdict.name,
    pkg ? pkg.baseline.slice(0, 9) : '',
    String(verdict.relevantFiles.length),
    verdict.changesets.join(', ') || '-',
    verdict.status === 'missing' ? 'MISSING CHANGESET' : verdict.status,
  ];
});
const header = ['package', 'baseline', 'changed', 'changesets', 'result'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
for (const row of [header, ...rows]) {
  console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd());
}
for (const note of notes) console.log(`  note: ${note}`);
console.log('');

const missing = verdicts.filter((verdict) => verdict.status === 'missing');
for (const verdict of missing) {
  const shown = verdict.relevantFiles.slice(0, 10);
  console.error(`${verdict.name} changed since its last release and no pending changeset names it:`);
  for (const file of shown) console.error(`    ${file}`);
  if (verdict.relevantFiles.length > shown.length) {
    console.error(`    … and ${verdict.relevantFiles.length - shown.length} more`);
  }
}
for (const error of errors) console.error(`invalid changeset ${error}`);

if (missing.length > 0 || errors.length > 0) {
  if (missing.length > 0) {
    console.error(
      `\ncheck:changesets: FAILED: missing a changeset for ${missing.map((v) => v.name).join(', ')}.` +
        '\nRun `pnpm changeset`, pick the package(s) and bump, and commit the new .changeset/*.md file.',
    );
  } else {
    console.error('\ncheck:changesets: FAILED: fix the changesets above.');
  }
  process.exit(1);
}
console.log('check:changesets: OK');
