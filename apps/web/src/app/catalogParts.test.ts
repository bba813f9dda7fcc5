// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagePart } from '@lode/i18n/vite';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogParts } from './catalogParts';
import { layoutFiles, pageFiles } from './routing/pageFiles';
import { pageRoutes } from './routing/routeTable';

// The rule that keeps the cabinet's catalog part safe to leave out of public pages: no file a public page can load
// declares a message of the part, or that page would show the English default (or the id) in Russian and Chinese.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The source files a module imports at run time: static imports and exports and `import('…')`, not types. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
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
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Packages hold no app messages; JSON, CSS and assets declare none.
  return specifiers.flatMap((specifier) => {
    if (!specifier.startsWith('.')) return [];
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

/** The files the roots load, themselves included, followed through their imports. */
function reachableFrom(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = roots.map((file) => join(src, file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}

const isCabinet = (layout: string) => layout === 'authenticated';

/**
 * The modules of the pages and layouts of one side: the cabinet (the authenticated layout) or the public side. The
 * router's glob of page modules is not followed: the route table decides which of them a path loads.
 */
function sideRoots(cabinet: boolean): string[] {
  return [
    ...pageRoutes
      .filter((route) => isCabinet(route.meta.layout) === cabinet)
      .map((route) => pageFiles[route.id]?.file ?? `(no page file for ${route.id})`),
    ...Object.entries(layoutFiles)
      .filter(([layout]) => isCabinet(layout) === cabinet)
      .map(([, ref]) => ref.file),
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

describe('the cabinet catalog part', { timeout: 60_000 }, () => {
  // Every file a public page can load: the entry (main.tsx: the router, the error pages, all they import) and the
  // public pages and layouts.
  const files = reachableFrom(['app/main.tsx', ...sideRoots(false)]);
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
    expect(
      files
        .map(named)
        .filter((file) =>
          /^(features\/(dashboard|statistics|workers|accruals|payouts|wallets|referral|api-keys|settings)|app\/layouts\/CabinetLayout)\//.test(
            file,
          ),
        ),
    ).toEqual([]);
    const misplaced = Object.entries(declaredMessages(files))
      .filter(([id]) => messagePart(id, catalogParts) !== undefined)
      .map(([id, { file }]) => `${id} (${file ? relative(src, resolve(src, file)) : '?'})`);
    expect(misplaced).toEqual([]);
  });

  it('takes messages that the cabinet declares, under each of its prefixes', () => {
    const reachable = reachableFrom(sideRoots(true));
    const ids = Object.keys(declaredMessages(reachable));
    // Every prefix names messages (none stale), which a cabinet page or its layout declares.
    for (const prefix of catalogParts.cabinet) {
      expect(
        ids.some((id) => id.startsWith(`${prefix}.`)),
        `no cabinet message under "${prefix}"`,
      ).toBe(true);
    }
  });
});
