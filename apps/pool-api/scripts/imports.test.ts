import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from './generated';

// No import cycles inside the package, type-only imports included: a loop between two modules means neither can be
// read, tested or moved alone (database.ts and migrations.ts once imported each other). The check follows every
// relative `import … from`, `export … from` and `import('…')`.

const src = join(packageRoot, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names: `x.ts`, `x/index.ts`, or `x` itself when it has an extension. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].flatMap((m) => resolveImport(file, m[1] as string) ?? []);
}

/** Every cycle found by a depth-first walk, as the files along it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('module graph of @lode/pool-api', () => {
  it('has no import cycles', () => {
    const graph = new Map(sourceFiles(src).map((f) => [f, importsOf(f)]));
    const found = cycles(graph).map((cycle) => cycle.map((f) => relative(src, f)).join(' → '));
    expect(found).toEqual([]);
  });

  it('reads imports and finds a loop when there is one (the check itself works)', () => {
    expect(importsOf(join(src, 'db', 'database.ts'))).toEqual(
      expect.arrayContaining([join(src, 'db', 'migrations.ts'), join(src, 'db', 'types.ts')]),
    );
    const loop = new Map([
      ['database', ['migrations']],
      ['migrations', ['database']],
      ['app', ['database']],
    ]);
    expect(cycles(loop)).toEqual([['database', 'migrations', 'database']]);
  });
});
