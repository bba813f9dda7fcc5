import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

let binPath: string | undefined;

/** Where the `formatjs` CLI lives: beside this package first, then in the project that runs us. */
function formatjsBin(): string {
  if (binPath) return binPath;
  for (const base of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      const manifest = createRequire(base).resolve('@formatjs/cli/package.json');
      const bin = join(dirname(manifest), 'bin', 'formatjs');
      if (existsSync(bin)) return (binPath = bin);
    } catch {
      // Not installed there; try the next place.
    }
  }
  throw new Error('@lode/i18n: the catalog tools need @formatjs/cli: add it to your devDependencies.');
}

/** Runs the formatjs CLI (`formatjs <args>`) and returns what it printed; throws with its errors on failure. */
export function runFormatjs(args: string[], cwd = process.cwd()): string {
  const result = spawnSync(process.execPath, [formatjsBin(), ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`formatjs ${args[0] ?? ''} failed:\n${result.stderr || result.stdout}`.trim());
  }
  return result.stdout;
}
