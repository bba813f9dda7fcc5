import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestOf, isUpToDate, precompress, stampFile, storybookSources } from './storybook-static.mjs';

let base = '';
/** @param {string} path @param {string | Buffer} content */
const write = (path, content) => {
  mkdirSync(join(base, path, '..'), { recursive: true });
  writeFileSync(join(base, path), content);
};

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'lode-storybook-static-'));
  write('.storybook/main.ts', 'export default {};');
  write('packages/ui/src/Button/Button.stories.tsx', 'export default { title: "ui/Button" };');
  write('packages/ui/src/__screenshots__/button-light.png', 'picture');
  write('packages/ui/node_modules/x/index.js', 'dependency');
  write('packages/ui/package.json', '{}');
  write('apps/web/src/main.tsx', 'render();');
  write('package.json', '{}');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  write('README.md', '# Lode');
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("npm start's Storybook build", () => {
  it('reads what Storybook builds from, not baselines, dependencies or documents', () => {
    expect(storybookSources(base)).toEqual([
      '.storybook/main.ts',
      'apps/web/src/main.tsx',
      'package.json',
      'packages/ui/package.json',
      'packages/ui/src/Button/Button.stories.tsx',
      'pnpm-lock.yaml',
    ]);
  });

  it('builds again when a source changes, and only then', () => {
    const before = digestOf(base, storybookSources(base));
    write('README.md', '# Lode, changed');
    write('packages/ui/src/__screenshots__/button-light.png', 'another picture');
    expect(digestOf(base, storybookSources(base))).toBe(before);
    write('packages/ui/src/Button/Button.stories.tsx', 'export default { title: "ui/Buttons" };');
    expect(digestOf(base, storybookSources(base))).not.toBe(before);
  });

  it('takes a build as up to date only when it is whole and stamped with the same digest', () => {
    const out = join(base, 'storybook-static');
    mkdirSync(out);
    write('storybook-static/index.html', '<html></html>');
    expect(isUpToDate(out, 'abc')).toBe(false);
    write(`storybook-static/${stampFile}`, 'abc\n');
    // Without the preview page the build is not whole.
    expect(isUpToDate(out, 'abc')).toBe(false);
    write('storybook-static/iframe.html', '<html></html>');
    expect(isUpToDate(out, 'abc')).toBe(true);
    expect(isUpToDate(out, 'def')).toBe(false);
  });

  it('writes brotli and gzip copies beside text files of 1 KB or more', () => {
    const script = `export const text = "${'storybook '.repeat(300)}";`;
    write('storybook-static/assets/iframe-Ab12.js', script);
    write('storybook-static/index.json', '{"v":5}');
    write('storybook-static/nunito.woff2', Buffer.alloc(4096, 7));
    expect(precompress(join(base, 'storybook-static'))).toBe(1);
    const file = join(base, 'storybook-static/assets/iframe-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });
});
