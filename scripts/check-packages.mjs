#!/usr/bin/env node
// @ts-check
// Checks what each buildable package would publish: publint (package.json against the packed files, strict)
// and Are the Types Wrong (types resolve for ESM consumers). Runs on the built dist/, so build first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = join(root, 'node_modules', '.bin');

/**
 * Subpaths of `exports` that point at static files (stylesheets, pages, a service worker served as it is): attw can
 * only resolve modules and their types, so it would report `./styles.css` or `./silent-check-sso.html` as
 * unresolvable, or `./OidcServiceWorker.js` as untyped, although apps copy and serve them. A script export counts as
 * such a file when it names the file itself (`./OidcServiceWorker.js`) and carries no conditions (no types).
 * @param {unknown} exportsField
 * @returns {string[]}
 */
function staticEntrypoints(exportsField) {
  if (!exportsField || typeof exportsField !== 'object') return [];
  /** @param {unknown} target @returns {boolean} */
  const isCss = (target) =>
    typeof target === 'string'
      ? /\.(css|html)$/.test(target)
      : !!target && typeof target === 'object' && Object.values(target).some(isCss);
  /** @param {string} subpath @param {unknown} target */
  const isServedScript = (subpath, target) => /\.js$/.test(subpath) && typeof target === 'string';
  return Object.entries(exportsField)
    .filter(
      ([subpath, target]) => subpath.startsWith('.') && (isCss(target) || isServedScript(subpath, target)),
    )
    .map(([subpath]) => subpath);
}

/**
 * Runs a tool with inherited output and reports whether it exited 0.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function passes(command, args, cwd) {
  console.log(`$ ${[command.startsWith(bin) ? command.slice(root.length + 1) : command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.error) console.error(`Could not start ${command}: ${result.error.message}`);
  return result.status === 0;
}

/** @type {{ name: string, dist: string, publint: string, attw: string, ok: boolean }[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
let missingDist = false;

const packagesDir = join(root, 'packages');
for (const entry of readdirSync(packagesDir, { withFileTypes: true }).sort((a, b) =>
  a.name.localeCompare(b.name),
)) {
  if (!entry.isDirectory()) continue;
  const dir = join(packagesDir, entry.name);
  const rel = `packages/${entry.name}`;
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) {
    notes.push(`${rel}: no package.json, skipped`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const name = String(manifest.name ?? rel);
  // Packages without a build are placeholders so far; there is nothing to publish yet.
  if (!manifest.scripts?.build) {
    notes.push(`${name}: no build script (placeholder), skipped`);
    continue;
  }
  if (!existsSync(join(dir, 'dist'))) {
    missingDist = true;
    rows.push({ name, dist: 'missing', publint: '-', attw: '-', ok: false });
    continue;
  }

  console.log(`\n=== ${name} (${rel})`);
  const publintOk = passes(join(bin, 'publint'), ['run', '--strict'], dir);
  const exclude = staticEntrypoints(manifest.exports);
  // esm-only: our packages ship ESM only, so CommonJS `require` resolutions are out of scope by design.
  const attwOk = passes(
    join(bin, 'attw'),
    [
      '--pack',
      dir,
      '--profile',
      'esm-only',
      ...(exclude.length ? ['--exclude-entrypoints', ...exclude] : []),
    ],
    root,
  );
  rows.push({
    name,
    dist: 'ok',
    publint: publintOk ? 'ok' : 'FAIL',
    attw: attwOk ? 'ok' : 'FAIL',
    ok: publintOk && attwOk,
  });
}

console.log('\ncheck:packages summary\n');
const header = ['package', 'dist', 'publint', 'attw', 'result'];
const table = rows.map((row) => [row.name, row.dist, row.publint, row.attw, row.ok ? 'ok' : 'FAILED']);
const widths = header.map((title, i) =>
  Math.max(title.length, ...table.map((cells) => (cells[i] ?? '').length)),
);
for (const cells of [header, ...table]) {
  console.log(`  ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd());
}
for (const note of notes) console.log(`  note: ${note}`);
console.log('');

if (missingDist) console.error('check:packages: dist/ is missing; run `pnpm build` first.');
if (rows.length === 0) console.log('check:packages: no package has a build script yet; nothing to check.');
if (rows.some((row) => !row.ok)) {
  console.error('check:packages: FAILED');
  process.exit(1);
}
console.log('check:packages: OK');
