#!/usr/bin/env node
// @ts-check
// `npm start`'s Storybook: builds the static Storybook into storybook-static/ (as `pnpm build-storybook` does) unless
// the one there was built from the same sources, and writes a brotli and a gzip copy beside each of its text files.
// The host server serves the folder at /storybook/ (LODE_STORYBOOK_DIR, which scripts/start.mjs sets) and sends those
// copies as they are: compressing its megabytes of bundles at each request cost seconds.
//
// The sources are every file Storybook reads: .storybook/, the packages' sources and manifests, the app's sources
// (its stories and catalogs), the root manifest and the lockfile. Their digest is kept in the folder as
// `.inputs-sha256`, written last, so an interrupted run builds again; `storybook build` empties the folder, so a
// Storybook built by other means (`npm test`) is built again here too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the build goes, relative to the repository. */
export const outputDir = 'storybook-static';

/** The stamp in the output folder: the digest of the sources it was built from. */
export const stampFile = '.inputs-sha256';

/** Folders never read as sources: dependencies, and the visual baselines (pictures, not inputs of the build). */
const skippedFolders = new Set(['node_modules', '__screenshots__', 'dist', '.vitest-attachments']);

/**
 * Every file under `paths` (files or folders, relative to `base`), as sorted paths relative to `base`.
 * @param {string} base
 * @param {string[]} paths
 * @returns {string[]}
 */
export function sourceFiles(base, paths) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} path */
  const walk = (path) => {
    const full = join(base, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full)) if (!skippedFolders.has(entry)) walk(join(path, entry));
    } else files.push(relative(base, full).split('\\').join('/'));
  };
  for (const path of paths) walk(path);
  return [...new Set(files)].sort();
}

/**
 * The sources of the Storybook of the repository at `base`.
 * @param {string} base
 */
export function storybookSources(base) {
  const packages = readdirSync(join(base, 'packages')).flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]);
  return sourceFiles(base, [
    '.storybook',
    ...packages,
    'apps/web/src',
    'apps/web/package.json',
    'package.json',
    'pnpm-lock.yaml',
  ]);
}

/**
 * One digest of the files' paths and contents.
 * @param {string} base
 * @param {string[]} files
 */
export function digestOf(base, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(base, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/**
 * Whether the build in `dir` was made from sources with this digest.
 * @param {string} dir
 * @param {string} digest
 */
export function isUpToDate(dir, digest) {
  const stamp = join(dir, stampFile);
  return (
    existsSync(join(dir, 'index.html')) &&
    existsSync(join(dir, 'iframe.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === digest
  );
}

const compressible = /\.(?:js|mjs|css|html|json|svg|map|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file in `dir` of 1 KB or more; returns how many files.
 * @param {string} dir
 */
export function precompress(dir) {
  let count = 0;
  for (const file of sourceFiles(dir, ['.'])) {
    if (!compressible.test(file)) continue;
    const bytes = readFileSync(join(dir, file));
    if (bytes.length < 1024) continue;
    // Quality 9: most of quality 11's gain at a small part of its time, over some 15 MB.
    writeFileSync(
      join(dir, `${file}.br`),
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    );
    writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

function main() {
  const dir = resolve(root, outputDir);
  const digest = digestOf(root, storybookSources(root));
  if (isUpToDate(dir, digest)) {
    console.log(`› Storybook in ${outputDir}/ is up to date`);
    return;
  }
  console.log(`› building Storybook into ${outputDir}/`);
  const started = Date.now();
  const bin = join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'storybook.cmd' : 'storybook',
  );
  const build = spawnSync(bin, ['build', '-c', '.storybook', '-o', outputDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The Storybook build failed (above); run `pnpm build-storybook` to see it again.');
    process.exit(build.status ?? 1);
  }
  const files = precompress(dir);
  writeFileSync(join(dir, stampFile), `${digest}\n`);
  console.log(
    `› Storybook built in ${Math.round((Date.now() - started) / 1000)} s (${files} files compressed)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
