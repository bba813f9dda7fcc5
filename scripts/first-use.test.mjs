// The first use each package README shows is the example app's code, and the example installs the versions the
// packages have: a change to either side that leaves the other behind fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { firstUseProblems } from './first-use.mjs';
import { packages } from './pack-packages.mjs';

const root = join(import.meta.dirname, '..');
const example = join(root, 'examples', 'internal-tool');
const readme = (pkg) => readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8');

describe('Install and first use', () => {
  it.each(packages)("packages/%s/README.md quotes the example's code as it is", (pkg) => {
    expect(firstUseProblems(readme(pkg), example)).toEqual([]);
  });

  it('notices a quoted line the example no longer has', () => {
    const drifted = readme('ui').replace('getRowId={(w) => w.name}', 'getRowId={(w) => w.id}');
    expect(drifted).not.toBe(readme('ui'));
    expect(firstUseProblems(drifted, example)).toEqual([
      expect.stringContaining('examples/internal-tool/src/Workers.tsx no longer has'),
    ]);
  });

  it('notices quotes out of order, a missing file, an uninstalled package and a long block', () => {
    const text = [
      '# @lode/x',
      '',
      '## Install and first use',
      '',
      '```sh',
      'npm install @lode/x left-pad',
      '```',
      '',
      '```tsx',
      '// examples/internal-tool/src/main.tsx',
      "import '@lode/charts/styles.css';",
      '// …',
      "import '@lode/ui/styles.css';",
      '// examples/internal-tool/src/gone.tsx',
      ...Array.from({ length: 9 }, (_, i) => `const line${i} = ${i};`),
      '```',
    ].join('\n');
    expect(firstUseProblems(text, example)).toEqual([
      "the example's package.json has no @lode/x in dependencies",
      "the example's package.json has no left-pad in dependencies",
      'the code block has 11 lines of code (at most 10)',
      expect.stringContaining(
        "examples/internal-tool/src/main.tsx no longer has, in this order:\nimport '@lode/ui",
      ),
      'examples/internal-tool/src/gone.tsx does not exist',
    ]);
  });

  it('wants the section right below the title', () => {
    expect(firstUseProblems('# @lode/x\n\nIntro.\n\n## Install and first use\n', example)).toEqual([
      'the README must start with its title, then "## Install and first use"',
    ]);
  });

  it.each(packages)("the example's dependency on @lode/%s takes the package's version", (pkg) => {
    const { name, version } = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'));
    const { dependencies } = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'));
    expect(semver.satisfies(version, dependencies[name] ?? '')).toBe(true);
  });
});
