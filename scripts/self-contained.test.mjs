import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository explains itself: a newcomer has only the clone, so no tracked file may send them to a document
// that is not in it (the team's design notes live outside the repository). Changesets are history and exempt.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outsideDocs = /\b(spec|DESIGN|NOTES|STYLE|pool-domain|miningcore)\.md\b|\.\.\/shared\//;

describe('a clone explains itself', () => {
  it('no tracked file cites a document outside the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file !== '' && !file.startsWith('.changeset/') && !file.endsWith('pnpm-lock.yaml'))
      .filter((file) => !/\.(png|jpe?g|gif|webp|woff2?|ico)$/.test(file) && existsSync(join(root, file)));
    const citing = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outsideDocs.test(line) && !line.includes('self-contained.test') ? [`${file}:${index + 1}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });
});
