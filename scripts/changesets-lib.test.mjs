import { describe, expect, test } from 'vitest';
import { evaluatePackages, isReleaseRelevant, parseChangesetFrontMatter } from './changesets-lib.mjs';

describe('parseChangesetFrontMatter', () => {
  test('reads quoted and bare package names with their bump types', () => {
    const text = [
      '---',
      "'@lode/ui': minor",
      '"@lode/charts": patch',
      'lode-cli: major',
      '---',
      '',
      'Theme contract.',
    ].join('\n');
    expect(parseChangesetFrontMatter(text)).toEqual([
      { name: '@lode/ui', type: 'minor' },
      { name: '@lode/charts', type: 'patch' },
      { name: 'lode-cli', type: 'major' },
    ]);
  });

  test('accepts CRLF line ends, a BOM, blank lines, comments and a quoted bump type', () => {
    const text = '\uFEFF---\r\n\r\n# first release\r\n"@lode/ui": "minor" # why\r\n---\r\n\r\nText.\r\n';
    expect(parseChangesetFrontMatter(text)).toEqual([{ name: '@lode/ui', type: 'minor' }]);
  });

  test('an empty changeset releases nothing', () => {
    expect(parseChangesetFrontMatter('---\n---\n\nDocs only.\n')).toEqual([]);
  });

  test('rejects what `changeset version` could not read', () => {
    expect(() => parseChangesetFrontMatter('"@lode/ui": minor\n')).toThrow(/front matter fence/);
    expect(() => parseChangesetFrontMatter('---\n"@lode/ui": minor\n')).toThrow(/closing/);
    expect(() => parseChangesetFrontMatter('---\n"@lode/ui": huge\n---\n')).toThrow(/bump type "huge"/);
    expect(() => parseChangesetFrontMatter('---\n"@lode/ui" minor\n---\n')).toThrow(/cannot read/);
    expect(() => parseChangesetFrontMatter('---\n"@lode/ui": minor\n"@lode/ui": patch\n---\n')).toThrow(
      /listed twice/,
    );
  });
});

describe('isReleaseRelevant', () => {
  test.each([
    'packages/ui/src/Button/Button.tsx',
    'packages/ui/src/tokens/palette.ts',
    'packages/ui/package.json',
    'packages/ui/tsup.config.ts',
    'packages/ui/tsconfig.json',
  ])('%s counts', (file) => {
    expect(isReleaseRelevant(file)).toBe(true);
  });

  test.each([
    'packages/ui/src/Button/Button.test.tsx',
    'packages/ui/src/Button/Button.visual.test.tsx',
    'packages/ui/src/Button/Button.stories.tsx',
    'packages/ui/src/Button/__screenshots__/Button.visual.test.tsx/tones-dark-chromium-linux.png',
    'packages/ui/src/__snapshots__/x.test.ts.snap',
    'packages/ui/vitest.config.ts',
    'packages/ui/README.md',
    'packages/ui/CHANGELOG.md',
  ])('%s does not count', (file) => {
    expect(isReleaseRelevant(file)).toBe(false);
  });
});

describe('evaluatePackages', () => {
  const ui = { name: '@lode/ui', dir: 'packages/ui' };
  const charts = { name: '@lode/charts', dir: 'packages/charts' };

  test('a package with no relevant change needs no changeset', () => {
    const [verdict] = evaluatePackages(
      [{ ...ui, changedFiles: ['packages/ui/README.md', 'packages/ui/src/Button/Button.test.tsx'] }],
      [],
    );
    expect(verdict).toMatchObject({ status: 'unchanged', relevantFiles: [] });
  });

  test('a changed package is covered by a changeset that releases it', () => {
    const [verdict] = evaluatePackages(
      [{ ...ui, changedFiles: ['packages/ui/src/Button/Button.tsx'] }],
      [{ file: 'ui.md', releases: [{ name: '@lode/ui', type: 'patch' }] }],
    );
    expect(verdict).toMatchObject({ status: 'covered', changesets: ['ui.md'] });
  });

  test('a changeset for another package, or with bump none, does not cover it', () => {
    const verdicts = evaluatePackages(
      [
        { ...ui, changedFiles: ['packages/ui/src/index.ts', 'packages/ui/src/index.ts'] },
        { ...charts, changedFiles: ['packages/charts/src/Line.tsx'] },
      ],
      [
        { file: 'charts.md', releases: [{ name: '@lode/charts', type: 'minor' }] },
        { file: 'ui-none.md', releases: [{ name: '@lode/ui', type: 'none' }] },
      ],
    );
    expect(verdicts.map(({ name, status }) => [name, status])).toEqual([
      ['@lode/ui', 'missing'],
      ['@lode/charts', 'covered'],
    ]);
    // Listed once, however many sources (committed, staged, untracked) reported it.
    expect(verdicts[0]?.relevantFiles).toEqual(['packages/ui/src/index.ts']);
  });
});
