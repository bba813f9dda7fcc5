#!/usr/bin/env node
// @ts-check
// `pnpm release:pack`: what a release would publish, in one folder. The packages are built, then a temporary copy of
// the workspace's manifests, pending changesets and built packages is versioned with `changeset version` (the
// changesets are consumed there, each package's CHANGELOG.md written and its version bumped, workspace ranges
// following), and the four packages are packed from that copy. `release/` then holds each tarball and its changelog.
// The repository itself is left as it was: its versions and changesets change only in a release commit.
//
// `--no-build` packs the dist/ folders as they are.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { packPackages, packages, run } from './pack-packages.mjs';

const root = join(import.meta.dirname, '..');
const out = join(root, 'release');

/** The workspace's package folders (relative), as pnpm-workspace.yaml's `packages` lists them. */
function workspaceFolders() {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const from = yaml.indexOf('packages:') + 1;
  const to = yaml.findIndex((line, i) => i >= from && /^\S/.test(line));
  const listed = yaml
    .slice(from, to === -1 ? undefined : to)
    .map((line) => /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line)?.[1])
    .filter((glob) => glob !== undefined);
  return listed.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)))
          .map((name) => `${glob.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(join(root, dir, 'package.json')))
      : [glob],
  );
}

/** @param {string} pkg @param {string} base */
const manifestOf = (pkg, base) =>
  JSON.parse(readFileSync(join(base, 'packages', pkg, 'package.json'), 'utf8'));

if (!process.argv.includes('--no-build')) {
  console.log('› building the packages');
  run('pnpm', ['-r', '--filter', './packages/*', 'run', 'build'], root);
}

const copy = mkdtempSync(join(tmpdir(), 'lode-release-'));
try {
  // The manifests changesets reads (every workspace package, so its `ignore` list resolves), the pending changesets,
  // and what the published packages ship. The repository's node_modules resolve the changelog generator.
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (const dir of workspaceFolders()) {
    mkdirSync(join(copy, dir), { recursive: true });
    cpSync(join(root, dir, 'package.json'), join(copy, dir, 'package.json'));
  }
  for (const pkg of packages) {
    const from = join(root, 'packages', pkg);
    if (!existsSync(join(from, 'dist'))) throw new Error(`packages/${pkg}/dist is missing: build first`);
    for (const file of ['dist', 'README.md', 'CHANGELOG.md', 'LICENSE']) {
      if (existsSync(join(from, file)))
        cpSync(join(from, file), join(copy, 'packages', pkg, file), { recursive: true });
    }
  }

  const pending = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  console.log(`› changeset version (${pending.length} pending changesets) in ${copy}`);
  run(join(root, 'node_modules', '.bin', 'changeset'), ['version'], copy);

  // pnpm pack turns `workspace:^` into the version of the package it finds installed: link the copy's own.
  const dirOf = Object.fromEntries(packages.map((pkg) => [manifestOf(pkg, copy).name, pkg]));
  for (const pkg of packages) {
    const manifest = manifestOf(pkg, copy);
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        const target = dirOf[name];
        const link = join(copy, 'packages', pkg, 'node_modules', name);
        if (!String(range).startsWith('workspace:') || !target || existsSync(link)) continue;
        mkdirSync(dirname(link), { recursive: true });
        symlinkSync(join(copy, 'packages', target), link, 'dir');
      }
    }
  }

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  console.log(`› packing into ${relative(root, out)}/`);
  const tarballs = packPackages(copy, out);
  for (const pkg of packages) {
    const { name, version } = manifestOf(pkg, copy);
    const before = manifestOf(pkg, root).version;
    const tarball = tarballs[name] ?? '';
    const changelog = join(copy, 'packages', pkg, 'CHANGELOG.md');
    const notes = `${basename(tarball, '.tgz')}.CHANGELOG.md`;
    if (existsSync(changelog)) cpSync(changelog, join(out, notes));
    const size = `${(statSync(join(out, tarball)).size / 1024).toFixed(0)} KB`;
    console.log(
      `  ${name.padEnd(13)} ${before} → ${version.padEnd(7)} ${tarball} (${size})${existsSync(changelog) ? `, ${notes}` : ', no changelog'}`,
    );
  }
  console.log(`release:pack: ${packages.length} tarballs and their changelogs in ${relative(root, out)}/`);
} finally {
  // The link first, on its own: nothing may reach through it into the repository's node_modules.
  if (existsSync(join(copy, 'node_modules'))) unlinkSync(join(copy, 'node_modules'));
  rmSync(copy, { recursive: true, force: true });
}
