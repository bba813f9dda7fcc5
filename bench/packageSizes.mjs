// What a package costs an app that uses it (docs/performance.md): the package and its own dependencies bundled and
// minified as an app's bundler would, React left out (the app has it anyway), compressed with brotli.
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Bundles `import { names } from pkg` (or every export when `names` is null) plus the package's stylesheet, and
 * returns the brotli bytes of JS and CSS. Resolution starts in apps/web, which depends on the built packages,
 * or in `from` (a folder under the root) for a package the app does not use yet. `external` lists more
 * dependencies the app has anyway (a router); `alias` mirrors the app's bundler aliases.
 */
export async function measureImport(
  root,
  pkg,
  names,
  stylesheet,
  { external = [], alias = {}, from = join('apps', 'web') } = {},
) {
  const usage =
    names === null
      ? `import * as used from '${pkg}';`
      : `import { ${names.join(', ')} } from '${pkg}';\nconst used = [${names.join(', ')}];`;
  const contents = `${usage}\n${stylesheet ? `import '${stylesheet}';\n` : ''}globalThis.__used = used;\n`;
  const result = await build({
    stdin: { contents, resolveDir: join(root, from), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    outdir: 'out',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', ...external],
    alias,
    logLevel: 'silent',
  });
  const sizes = { js: 0, css: 0 };
  for (const file of result.outputFiles) {
    if (file.path.endsWith('.js')) sizes.js += brotli(file.contents);
    if (file.path.endsWith('.css')) sizes.css += brotli(file.contents);
  }
  return sizes;
}

/** The names a built package exports, read from its bundle, so the bench follows the package as it grows. */
export async function exportedNames(root, pkg) {
  const module = await import(join(root, 'packages', pkg.replace('@lode/', ''), 'dist', 'index.js'));
  return Object.keys(module);
}
