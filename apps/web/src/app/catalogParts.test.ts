// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagePart } from '@lode/i18n/vite';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { accountPageIds, catalogParts } from './catalogParts';
import { pageRoutes } from './routes';

// The rule that keeps the cabinet's and the console's catalog parts safe to leave out of public pages: no file a public
// page can load declares a message of a part, or that page would show the English default (or the id) in Russian and
// Chinese. Nor does a file a cabinet page can load declare one of the console's, which the cabinet does not download.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

// Route declarations and the layouts' loaders name every page's and layout's module in an `import('…')`: those are
// not followed, as the router does not follow them: the route a path matches decides which one loads.
const declarationModules = /(features\/[^/]+\/route|app\/layouts\/layoutModules)\.ts$/;

/** Resolves a relative specifier to a source file, or undefined for packages, JSON, CSS and assets. */
function resolveSource(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/**
 * The module each declaration of a route module or of the layouts' loaders loads, by the declaration's name: a
 * route's `id`, a layout's key. Read from the source: `{ id: 'faq', …, page: () => import('./Faq') }`.
 */
function declaredModules(file: string): Map<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = new Map<string, string>();
  const importIn = (node: ts.Node): string | undefined => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      return resolveSource(file, node.arguments[0].text);
    return ts.forEachChild(node, importIn);
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = node.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'id',
      );
      const page = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'page');
      if (id && ts.isStringLiteral(id.initializer) && page) {
        const module = importIn(page);
        if (module) found.set(id.initializer.text, module);
      }
      for (const p of node.properties)
        if (ts.isPropertyAssignment(p) && ts.isArrowFunction(p.initializer)) {
          const module = importIn(p.initializer);
          if (module) found.set(p.name.getText().replace(/'/g, ''), module);
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source files a module imports at run time: static imports and exports and `import('…')`, not types. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const lazy = !declarationModules.test(file);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      if (lazy) specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Packages hold no app messages; JSON, CSS and assets declare none.
  return specifiers.flatMap((specifier) => resolveSource(file, specifier) ?? []);
}

/** The files the roots load, themselves included, followed through their imports. */
function reachableFrom(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = roots.map((file) => resolve(src, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}

/** The side of the app a layout's pages are on, each with the catalog parts it downloads. */
type Side = 'public' | 'cabinet' | 'console';

const sideOf = (layout: string): Side =>
  layout === 'authenticated' || layout === 'watch' ? 'cabinet' : layout === 'console' ? 'console' : 'public';

const pageFiles = new Map(
  readdirSync(join(src, 'features')).flatMap((feature) => {
    const file = join(src, 'features', feature, 'route.ts');
    return existsSync(file) ? [...declaredModules(file)] : [];
  }),
);
const layoutFiles = declaredModules(join(src, 'app/layouts/layoutModules.ts'));

/**
 * The modules of the pages and layouts of one side: the cabinet (the authenticated and watch layouts), the console or
 * the public side.
 */
function sideRoots(side: Side): string[] {
  return [
    ...pageRoutes
      .filter((route) => sideOf(route.meta.layout) === side)
      .map((route) => pageFiles.get(route.id) ?? `(no page file for ${route.id})`),
    ...[...layoutFiles].filter(([layout]) => sideOf(layout) === side).map(([, file]) => file),
  ];
}

/** The messages the given files declare, found as `pnpm i18n:extract` finds them (formatjs extract). */
function declaredMessages(files: string[]): Record<string, { file?: string }> {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')),
    'bin',
    'formatjs',
  );
  const result = spawnSync(process.execPath, [cli, 'extract', ...files, '--extract-source-location'], {
    cwd: src,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`formatjs extract failed: ${result.stderr}`);
  return JSON.parse(result.stdout || '{}') as Record<string, { file?: string }>;
}

/**
 * The own titles, descriptions and navigation names of a side's pages: declared in their route declarations, which
 * every page loads (the router needs them all), and shown only on that side's pages, which download its part.
 */
const declarationIds = (side: Side) =>
  new Set(
    pageRoutes
      .filter((route) => sideOf(route.meta.layout) === side)
      .flatMap((route) => Object.values(route.messages).map((message) => String(message.id))),
  );
const cabinetDeclarationIds = declarationIds('cabinet');

/** The modules of the cabinet's account pages (`accountPageIds`), or of every other cabinet page and layout. */
const accountRoots = (account: boolean) =>
  sideRoots('cabinet').filter(
    (file) => [...accountPageIds].some((id) => pageFiles.get(id) === file) === account,
  );
const consoleDeclarationIds = declarationIds('console');

describe('the catalog parts', { timeout: 60_000 }, () => {
  // Every file a public page can load: the entry (main.tsx: the router, the error pages, all they import) and the
  // public pages and layouts.
  const files = reachableFrom(['app/main.tsx', ...sideRoots('public')]);
  const named = (file: string) => relative(src, file);

  it('is declared in no file a public page can load', () => {
    // The walk is sound: public pages and the shell are in it, the cabinet's pages and layout are not.
    expect(files.map(named)).toEqual(
      expect.arrayContaining([
        'app/main.tsx',
        'app/Root/Root.tsx',
        'features/faq/Faq.tsx',
        'features/calculator/Calc.tsx',
      ]),
    );
    // The route declarations of every page are in the entry (their titles and navigation names are in the main
    // part); nothing else of a cabinet page or its layout is.
    const cabinetModules =
      /^(features\/(dashboard|statistics|workers|accruals|payouts|wallets|referral|api-keys|settings|admin-[a-z]+)\/(?!route\.ts$)|app\/layouts\/(CabinetLayout|WatchLayout|ConsoleLayout)\/)/;
    expect(files.map(named).filter((file) => cabinetModules.test(file))).toEqual([]);
    const misplaced = Object.entries(declaredMessages(files))
      .filter(
        ([id]) =>
          messagePart(id, catalogParts) !== undefined &&
          !cabinetDeclarationIds.has(id) &&
          !consoleDeclarationIds.has(id),
      )
      .map(([id, { file }]) => `${id} (${file ? relative(src, resolve(src, file)) : '?'})`);
    expect(misplaced).toEqual([]);
  });

  it.each(['cabinet', 'account', 'console'] as const)(
    'takes messages that the %s declares, under each of its prefixes',
    (part) => {
      const reachable = reachableFrom(part === 'account' ? accountRoots(true) : sideRoots(part));
      const ids = Object.keys(declaredMessages(reachable));
      // Every prefix names messages (none stale), which a page of the side or its layout declares.
      for (const prefix of catalogParts[part]) {
        expect(
          ids.some((id) => id === prefix || id.startsWith(`${prefix}.`)),
          `no ${part} message under "${prefix}"`,
        ).toBe(true);
      }
    },
  );

  it('leaves the console’s part out of every file a cabinet page can load', () => {
    const cabinetFiles = reachableFrom(sideRoots('cabinet'));
    const misplaced = Object.entries(declaredMessages(cabinetFiles))
      .filter(([id]) => messagePart(id, catalogParts) === 'console' && !consoleDeclarationIds.has(id))
      .map(([id, { file }]) => `${id} (${file ? relative(src, resolve(src, file)) : '?'})`);
    expect(misplaced).toEqual([]);
  });

  it('leaves the account pages’ part out of every file another cabinet page or its layout can load', () => {
    const reportFiles = reachableFrom(accountRoots(false));
    const misplaced = Object.entries(declaredMessages(reportFiles))
      .filter(([id]) => messagePart(id, catalogParts) === 'account')
      .map(([id, { file }]) => `${id} (${file ? relative(src, resolve(src, file)) : '?'})`);
    expect(misplaced).toEqual([]);
  });
});
