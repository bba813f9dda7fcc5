import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The arrows that must never be (docs/architecture.md): a feature does not import another feature, nor the app
// that composes it; what features share lives in lib/, which imports neither; no package imports an app. Tests
// may cross (a test of the router renders real pages).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const src = join(root, 'apps/web/src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative and workspace imports of a module: `import … from`, `export … from`, `import()`; not type-only ones. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s*'([^']+)'/g)].map(
    (m) => m[1],
  );
  const lazy = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
  return [...found, ...lazy].filter((s): s is string => s !== undefined);
}

/** Where a module of the app sits: `app`, `lib`, `features/<name>`, or something else. */
function area(file: string): string {
  const [top, name] = relative(src, file).split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
}

describe('the arrows between the parts', () => {
  const app = sources(src);

  it('features import neither another feature nor the app; lib imports neither', () => {
    const wrong = app.flatMap((file) =>
      importsOf(file)
        .filter((s) => s.startsWith('.'))
        .flatMap((specifier) => {
          const from = area(file);
          const to = area(resolve(dirname(file), specifier));
          const crosses =
            (from.startsWith('features/') && (to === 'app' || (to.startsWith('features/') && to !== from))) ||
            (from === 'lib' && (to === 'app' || to.startsWith('features/')));
          return crosses ? [`${relative(src, file)} → ${specifier}`] : [];
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('packages import no app', () => {
    // A package's src/testing/ holds what its tests and stories share (a harness against the real identity provider,
    // say): test code, which may cross like the tests themselves, as long as nothing the package ships imports it.
    const harness = (file: string) => file.split('/').includes('testing');
    const wrong = ['ui', 'auth', 'i18n', 'charts'].flatMap((name) =>
      sources(join(root, 'packages', name, 'src')).flatMap((file) =>
        importsOf(file)
          .filter((s) =>
            harness(file)
              ? false
              : /^@lode\/(web|pool-api|idp)\b/.test(s) || /\/apps\//.test(s) || /(^|\/)testing\//.test(s),
          )
          .map((s) => `${relative(root, file)} → ${s}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('no page writes CSV: the pool API is the one CSV writer (useApiDownload saves its files)', () => {
    const writers = app.filter((file) => {
      const text = readFileSync(file, 'utf8');
      // A text/csv file made here, or cells joined with commas into CRLF rows.
      return /text\/csv/.test(text) || (/\\r\\n/.test(text) && /\.join\(\s*['"`],['"`]\s*\)/.test(text));
    });
    expect(writers.map((file) => relative(src, file))).toEqual([]);
  });
});
