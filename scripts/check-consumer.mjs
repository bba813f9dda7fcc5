// @ts-check
// The consumer check of issue 3: a tiny app outside the workspace installs the packed @lode/ui tarball, builds
// with plain Vite (no vanilla-extract plugin) and renders a Button in Chromium with the theme's colours.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'lode-consumer-'));

/** Runs a command, failing the check with its output when it fails. @param {string} cmd @param {string[]} args @param {string} cwd */
function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The version the workspace resolved for a package, so the fixture builds with what we test with. @param {string} name */
function workspaceVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Serves a folder on a free loopback port. @param {string} dir @returns {Promise<{ url: string, close: () => void }>} */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dir, req.url === '/' ? 'index.html' : ((req.url ?? '').split('?')[0] ?? ''));
    try {
      const body = readFileSync(path);
      res.writeHead(200, {
        'Content-Type':
          types[/** @type {keyof typeof types} */ (extname(path))] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }),
  );
}

const expected = { light: 'rgb(24, 103, 192)', dark: 'rgb(45, 130, 198)' };

try {
  console.log(`› packing @lode/ui into ${work}`);
  run('pnpm', ['pack', '--pack-destination', work], join(root, 'packages', 'ui'));
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  const app = join(work, 'app');
  cpSync(join(root, 'e2e', 'consumer'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'lode-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@lode/ui': `file:../${tarball}`,
          react: workspaceVersion('react'),
          'react-dom': workspaceVersion('react-dom'),
          vite: workspaceVersion('vite'),
        },
      },
      null,
      2,
    )}\n`,
  );
  console.log('› installing the tarball and React, Vite from the registry (outside the workspace)');
  run('pnpm', ['install', '--ignore-workspace', '--config.confirmModulesPurge=false'], app);
  console.log('› building with plain Vite');
  run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);

  const server = await serve(join(app, 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const button = page.getByRole('button', { name: 'Start mining' });
    await button.waitFor();
    /** @type {Record<string, string>} */
    const seen = {};
    // Motion off through the packed CSS's own switch, so the colour is read after the switch, not mid-transition.
    await button.evaluate((el) => el.ownerDocument.documentElement.setAttribute('data-motion', 'reduced'));
    for (const theme of /** @type {const} */ (['light', 'dark'])) {
      await button.evaluate((el, t) => el.ownerDocument.documentElement.setAttribute('data-theme', t), theme);
      await page.waitForTimeout(50);
      seen[theme] = await button.evaluate(
        (el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor ?? '',
      );
    }
    const height = await button.evaluate((el) => el.getBoundingClientRect().height);
    if (seen.light !== expected.light || seen.dark !== expected.dark || height !== 40) {
      throw new Error(
        `The packed Button renders wrong: background light ${seen.light} (want ${expected.light}), ` +
          `dark ${seen.dark} (want ${expected.dark}), height ${height}px (want 40px)`,
      );
    }
    console.log(
      `consumer: the packed @lode/ui renders a themed Button (light ${seen.light}, dark ${seen.dark})`,
    );
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
