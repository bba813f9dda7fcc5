// @ts-check
// The consumer check: examples/internal-tool as another team has it. The four packages are packed (`pnpm pack`, as
// they would be published), the example is copied out of the workspace with its @lode dependencies pointed at the
// tarballs, installed with npm (no workspace links), type-checked and built with its own Vite config, served by
// `vite preview` and walked in Chromium against the embedded provider (scripts/consumer-walk.mjs): sign-in, the
// detected language, a language switch, the theme, the DataTable and the chart's data table.
// It signs in with @lode/idp/testing, which is TypeScript: `pnpm check:consumer` runs it with tsx.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { walkExample } from './consumer-walk.mjs';
import { packPackages, packages, run } from './pack-packages.mjs';
import { freePort } from './ports.ts';
import { waitFor } from './wait.ts';

const root = join(import.meta.dirname, '..');
const example = join(root, 'examples', 'internal-tool');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// npm must see only its own settings, not the ones pnpm exports to the scripts it runs (store, workspace...).
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !/^(npm_package_|pnpm_)/i.test(key) &&
      !(
        /^npm_config_/i.test(key) &&
        !/^npm_config_(registry|cafile|https?_proxy|proxy|strict_ssl|cache)$/i.test(key)
      ),
  ),
);

/**
 * Every file a package's `exports` names must be in what was installed from its tarball: the README's first use
 * imports `@lode/ui/styles.css`, copies `@lode/auth/silent-check-sso.html`, and so on.
 * @param {string} app
 */
function checkInstalledExports(app) {
  /** @type {string[]} */
  const missing = [];
  for (const pkg of packages) {
    const installed = join(app, 'node_modules', '@lode', pkg);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    /** @param {unknown} target @returns {string[]} */
    const targets = (target) =>
      typeof target === 'string'
        ? [target]
        : target && typeof target === 'object'
          ? Object.values(target).flatMap(targets)
          : [];
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      for (const file of targets(target)) {
        if (!existsSync(join(installed, file))) {
          missing.push(
            `${manifest.name}: "${subpath}" points at ${file}, which the tarball does not contain`,
          );
        }
      }
    }
  }
  if (missing.length) {
    throw new Error(
      `The packed packages lack files their exports name (check "files" in their package.json):\n  ${missing.join('\n  ')}`,
    );
  }
}

async function main() {
  const idpEntry = join(root, 'apps', 'idp', 'dist', 'index.js');
  if (!existsSync(idpEntry)) throw new Error('apps/idp is not built: run `pnpm build` first');
  const work = mkdtempSync(join(tmpdir(), 'lode-consumer-'));
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let preview;
  /** @type {{ close: () => Promise<void> } | undefined} */
  let idp;
  try {
    const tarballDir = join(work, 'tarballs');
    mkdirSync(tarballDir);
    console.log(`› packing ${packages.map((p) => `@lode/${p}`).join(', ')}`);
    const tarballs = packPackages(root, tarballDir);

    console.log(`› copying ${relative(root, example)} out of the workspace, @lode/* from the tarballs`);
    const app = join(work, 'internal-tool');
    cpSync(example, app, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
    });
    const manifestPath = join(app, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const [name, tarball] of Object.entries(tarballs)) {
      if (!manifest.dependencies?.[name]) throw new Error(`The example does not depend on ${name}`);
      manifest.dependencies[name] = `file:../tarballs/${tarball}`;
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

    console.log(`› npm install (${elapsed()})`);
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app, npmEnv);
    checkInstalledExports(app);

    // The provider must know the app's origin (its redirect URIs), and the build the provider's address.
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const { startIdp } = await import(idpEntry);
    idp = await startIdp({ port: 0, appOrigin: origin });
    const providerUrl = /** @type {{ url: string }} */ (idp).url;
    writeFileSync(
      join(app, 'public', 'config.json'),
      `${JSON.stringify({ url: providerUrl, realm: 'lode', clientId: 'lode-web' })}\n`,
    );

    console.log(`› npm run build: tsc and vite build (${elapsed()})`);
    run('npm', ['run', 'build'], app, npmEnv);

    console.log(`› vite preview at ${origin} (${elapsed()})`);
    let previewOutput = '';
    preview = spawn(
      join(app, 'node_modules', '.bin', 'vite'),
      ['preview', '--port', String(port), '--strictPort', '--host', 'localhost'],
      { cwd: app, env: npmEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    preview.stdout?.on('data', (chunk) => (previewOutput += chunk));
    preview.stderr?.on('data', (chunk) => (previewOutput += chunk));
    await waitFor(() => fetch(`${origin}/`).then((answer) => answer.ok), `vite preview at ${origin}`, {
      ms: 30_000,
      gone: () => (preview?.exitCode === null ? null : `vite preview exited:\n${previewOutput}`),
    });

    console.log(`› Chromium: sign-in, language, theme, tables (${elapsed()})`);
    for (const line of await walkExample(origin)) console.log(`consumer: ${line}`);
    console.log(`consumer check: passed in ${elapsed()}`);
  } finally {
    preview?.kill();
    await idp?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Each line of what went wrong starts with ✘, so `npm test`'s failure digest (scripts/failure-digest.mjs) repeats it.
try {
  await main();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`consumer check: FAILED after ${elapsed()}`);
  for (const line of message.split('\n')) if (line.trim()) console.error(`✘ ${line}`);
  process.exitCode = 1;
}
