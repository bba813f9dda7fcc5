import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The arrows that must never be between the pool API's layers (README, "Layers"): domain/ holds the product rules
// and imports nothing above it; the two engines, the simulator (simulator/ writes, source/simulator/ reads) and
// Miningcore (demo-miningcore/ writes, source/miningcore/ reads), never import each other; the routes (http/, the
// tag folders account/, settings/, public/ and security/) reach pool data through the seam, source/types.ts, never
// through an engine. Tests may cross (a reader's test seeds the demo engine). Type-only imports count: a type is an
// arrow too.

const src = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Relative imports of a module: `import … from`, `import type … from`, `export … from`, `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'/g)].map((m) => m[1]);
  const lazy = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
  return [...found, ...lazy].filter((s): s is string => s !== undefined && s.startsWith('.'));
}

/** A path below src/ without its extension, `/`-separated: `source/types`, `domain/time`, `simulator`. */
const place = (path: string) =>
  relative(src, path)
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** Which side of the layering a module is on. */
function layer(path: string): 'domain' | 'simulator' | 'miningcore' | 'routes' | 'seam' | 'other' {
  if (within(path, 'domain')) return 'domain';
  if (within(path, 'simulator') || within(path, 'source/simulator')) return 'simulator';
  if (within(path, 'demo-miningcore') || within(path, 'source/miningcore')) return 'miningcore';
  if (['http', 'account', 'settings', 'public', 'security'].some((folder) => within(path, folder)))
    return 'routes';
  if (path === 'source/types') return 'seam';
  return 'other';
}

/** Every import from a module of `from` that `wrong(to)` refuses, as `file → specifier`. */
function arrows(from: ReturnType<typeof layer>, wrong: (to: string) => boolean): string[] {
  return sources(src)
    .filter((file) => layer(place(file)) === from)
    .flatMap((file) =>
      importsOf(file)
        .filter((specifier) => wrong(place(resolve(dirname(file), specifier))))
        .map((specifier) => `${relative(src, file)} → ${specifier}`),
    );
}

describe('the arrows between the layers of the pool API', () => {
  it('domain/ imports nothing outside domain/', () => {
    expect(arrows('domain', (to) => layer(to) !== 'domain')).toEqual([]);
  });

  it('neither engine imports the other', () => {
    expect(arrows('simulator', (to) => layer(to) === 'miningcore')).toEqual([]);
    expect(arrows('miningcore', (to) => layer(to) === 'simulator')).toEqual([]);
  });

  it('the routes reach pool data through source/types.ts, never an engine', () => {
    const engine = (to: string) =>
      ['simulator', 'miningcore'].includes(layer(to)) || (within(to, 'source') && to !== 'source/types');
    expect(arrows('routes', engine)).toEqual([]);
  });
});
