// @ts-check
// The consumer checks: tiny apps outside the workspace install a packed tarball and run in Chromium.
// - @lode/ui (issue 3): plain Vite, no vanilla-extract plugin, a Button with the theme's colours; a Dialog that keeps
//   Tab inside and closes on Escape (issue 20).
// - @lode/auth (issues 5, 20): plain Vite, signs in against the built apps/idp and shows the user's name, with the
//   engine's service worker serving as the package README says (the refresh token never reaches page scripts).
// It signs in with @lode/idp/testing, which is TypeScript: `pnpm check:consumer` runs it with tsx.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { submitLoginForm } from '@lode/idp/testing';
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

/**
 * Serves a folder on a free loopback port; unknown paths get index.html (an SPA), `/config.json` the given config,
 * and the given generated files their text.
 * @param {string} dir @param {() => unknown} [config] @param {Record<string, () => string>} [generated]
 * @returns {Promise<{ url: string, origin: string, close: () => void }>}
 */
function serve(dir, config, generated = {}) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    if (pathname === '/config.json' && config) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(config()));
      return;
    }
    const file = generated[pathname];
    if (file) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(file());
      return;
    }
    let path = join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!existsSync(path) || !extname(path)) path = join(dir, 'index.html');
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
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://localhost:${port}/`,
        origin: `http://localhost:${port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

const expected = { light: 'rgb(24, 103, 192)', dark: 'rgb(45, 130, 198)' };

/**
 * Packs a workspace package, installs the tarball with React and Vite into a copy of a fixture app outside the
 * workspace, builds it with plain Vite and returns the built folder.
 * @param {string} pkg the folder under packages/ @param {string} fixture the folder under e2e/
 */
function buildConsumer(pkg, fixture) {
  const dir = join(work, pkg);
  console.log(`› packing @lode/${pkg} into ${dir}`);
  run('pnpm', ['pack', '--pack-destination', dir], join(root, 'packages', pkg));
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  const app = join(dir, 'app');
  cpSync(join(root, 'e2e', fixture), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: `lode-${pkg}-consumer`,
        private: true,
        type: 'module',
        dependencies: {
          [`@lode/${pkg}`]: `file:../${tarball}`,
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
  // The silent check page, its engine script and the engine's service worker ship in the package: a consumer copies
  // them beside its index.html, as the README says (the worker's trusted domains are written when the provider is
  // known).
  if (pkg === 'auth') {
    for (const file of ['silent-check-sso.html', 'silent-check-sso.js', 'OidcServiceWorker.js']) {
      const shipped = join(app, 'node_modules', '@lode', 'auth', 'dist', file);
      if (!existsSync(shipped)) throw new Error(`The packed @lode/auth lacks ${file}`);
      cpSync(shipped, join(app, 'dist', file));
    }
  }
  return join(app, 'dist');
}

/**
 * Opens the fixture's Dialog with the keyboard and checks what Radix Dialog gives it in the packed package: focus
 * moves in and Tab keeps it inside, Escape closes it and focus goes back to the trigger.
 * @param {import('playwright').Page} page
 */
async function checkDialog(page) {
  const trigger = page.getByRole('button', { name: 'Rename worker' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename rig-03' });
  await dialog.waitFor();
  const focusInside = () =>
    dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement));
  // Four stops inside (the field, Cancel, Save, the close button): eight Tabs go round twice.
  for (let i = 0; i <= 8; i += 1) {
    if (!(await focusInside())) {
      const focused = await dialog.evaluate(
        (element) => element.ownerDocument.activeElement?.outerHTML.slice(0, 80) ?? 'nothing',
      );
      throw new Error(`The packed Dialog let focus out after ${i} Tab presses, to ${focused}`);
    }
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {
    throw new Error('The packed Dialog did not close on Escape');
  });
  // Radix hands focus back a task after the dialog has gone.
  await page
    .waitForFunction(
      (element) => element?.ownerDocument.activeElement === element,
      await trigger.elementHandle(),
      {
        timeout: 5_000,
      },
    )
    .catch(() => {
      throw new Error('Focus did not go back to the trigger after the packed Dialog closed');
    });
  console.log(
    'consumer: the packed @lode/ui Dialog keeps Tab inside and closes on Escape, focus back on its trigger',
  );
}

async function checkUi() {
  const server = await serve(buildConsumer('ui', 'consumer'));
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
    await checkDialog(page);
  } finally {
    await browser.close();
    server.close();
  }
}

async function checkAuth() {
  const idpEntry = join(root, 'apps', 'idp', 'dist', 'index.js');
  if (!existsSync(idpEntry)) throw new Error('apps/idp is not built: run `pnpm build` first');
  /** @type {{ url: string } | undefined} */
  let idp;
  const dist = buildConsumer('auth', 'consumer-auth');
  // The worker's OidcTrustedDomains.js, from the packed package's own helper, naming the provider.
  const { trustedDomainsScript } = await import(
    join(dist, '..', 'node_modules', '@lode', 'auth', 'dist', 'serviceWorker.js')
  );
  const server = await serve(dist, () => ({ url: idp?.url, realm: 'lode', clientId: 'lode-web' }), {
    '/OidcTrustedDomains.js': () => trustedDomainsScript({ providerUrl: idp?.url ?? '' }),
  });
  const { startIdp } = await import(idpEntry);
  const running = await startIdp({ port: 0, appOrigin: server.origin });
  idp = running;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  /** @type {string[]} */
  const consoleLines = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await submitLoginForm(page, 'demo');
    const greeting = page.getByText(/^Signed in as /);
    await greeting.waitFor({ timeout: 15_000 });
    const text = await greeting.textContent();
    if (text !== 'Signed in as Demo Miner (demo)') {
      throw new Error(`The packed @lode/auth shows "${text}", want "Signed in as Demo Miner (demo)"`);
    }
    // The engine's worker holds the tokens: the page is under its control and keeps no refresh token in storage.
    const held = await page.evaluate(() => ({
      worker: navigator.serviceWorker.controller?.scriptURL ?? null,
      stored: [sessionStorage, localStorage].flatMap((s) => Object.values(s)).join(' '),
    }));
    if (
      !held.worker?.endsWith('/OidcServiceWorker.js') ||
      /refresh_?token"\s*:\s*"(?!REFRESH_TOKEN_SECURED)/i.test(held.stored)
    ) {
      throw new Error(
        `The packed @lode/auth did not keep the tokens in its service worker: ${JSON.stringify(held)}`,
      );
    }
    // A reload restores the session; a new tab finds it through the silent check in the hidden iframe.
    await page.reload();
    await greeting.waitFor({ timeout: 15_000 });
    const other = await context.newPage();
    await other.goto(server.url);
    await other.getByText('Signed in as Demo Miner (demo)').waitFor({ timeout: 15_000 });
    console.log(
      `consumer: the packed @lode/auth signs in against apps/idp through its service worker and shows "${text}"`,
    );
  } catch (error) {
    console.error(`The page's console:\n${consoleLines.join('\n')}`);
    throw error;
  } finally {
    await browser.close();
    server.close();
    await running.close();
  }
}

try {
  await checkUi();
  await checkAuth();
} finally {
  rmSync(work, { recursive: true, force: true });
}
