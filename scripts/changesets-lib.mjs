// @ts-check
// Pure logic of scripts/check-changesets.mjs (no git, no file system), so it can be unit-tested.

/** @typedef {'patch' | 'minor' | 'major' | 'none'} BumpType */
/** @typedef {{ name: string, type: BumpType }} Release */
/** @typedef {{ file: string, releases: Release[] }} Changeset */
/** @typedef {{ name: string, dir: string, changedFiles: string[] }} PackageChanges */
/**
 * @typedef {{
 *   name: string,
 *   dir: string,
 *   relevantFiles: string[],
 *   changesets: string[],
 *   status: 'unchanged' | 'covered' | 'missing',
 * }} PackageVerdict
 */

const bumpTypes = new Set(['patch', 'minor', 'major', 'none']);

// `none` is valid in a changeset (it updates dependents without a release) but it releases nothing, so it does
// not answer for a changed package.
const releasingBumps = new Set(['patch', 'minor', 'major']);

/**
 * Parses the front matter of a changeset (`"@lode/ui": minor` lines between `---` fences) into releases.
 * Throws with a readable reason when the file is not a changeset `changeset version` could read.
 * @param {string} text
 * @returns {Release[]}
 */
export function parseChangesetFrontMatter(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') throw new Error('does not start with a `---` front matter fence');
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end === -1) throw new Error('front matter has no closing `---` fence');

  /** @type {Release[]} */
  const releases = [];
  for (const raw of lines.slice(1, end)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    // The key is usually quoted because scoped names start with `@`, which YAML does not allow bare.
    const match = /^(?:"([^"]+)"|'([^']+)'|([^\s:'"]+))\s*:\s*(\S+?)\s*(?:#.*)?$/.exec(line);
    if (!match) throw new Error(`cannot read front matter line: ${line}`);
    const name = /** @type {string} */ (match[1] ?? match[2] ?? match[3]);
    const type = /** @type {string} */ (match[4]).replace(/^(["'])(.*)\1$/, '$2');
    if (!bumpTypes.has(type)) {
      throw new Error(`"${name}" has bump type "${type}"; expected patch, minor, major or none`);
    }
    if (releases.some((release) => release.name === name)) throw new Error(`"${name}" is listed twice`);
    releases.push({ name, type: /** @type {BumpType} */ (type) });
  }
  return releases;
}

/**
 * Whether a changed file (repo-relative, `/`-separated) can change what a package ships or how it behaves.
 * @param {string} file
 * @returns {boolean}
 */
export function isReleaseRelevant(file) {
  const segments = file.split('/');
  const base = segments.at(-1) ?? '';
  // Screenshot baselines and Vitest snapshots are test data.
  if (segments.some((segment) => segment === '__screenshots__' || segment === '__snapshots__')) return false;
  // Tests (including *.visual.test.*) and stories are not in the published package.
  if (/\.(test|spec|stories)\.[^.]+$/.test(base)) return false;
  // Test runner config only affects local runs; tsup.config and tsconfig shape the build, so they still count.
  if (/^vitest\.config\.[^.]+$/.test(base)) return false;
  // Docs-only edits need no release; the CHANGELOG is written by `changeset version` itself.
  if (base === 'README.md' || base === 'CHANGELOG.md') return false;
  return true;
}

/**
 * Decides, per package, whether its release-relevant changes are covered by a pending changeset.
 * @param {PackageChanges[]} packages
 * @param {Changeset[]} changesets
 * @returns {PackageVerdict[]}
 */
export function evaluatePackages(packages, changesets) {
  return packages.map(({ name, dir, changedFiles }) => {
    const relevantFiles = [...new Set(changedFiles)].filter(isReleaseRelevant).sort();
    const naming = changesets
      .filter(({ releases }) =>
        releases.some((release) => release.name === name && releasingBumps.has(release.type)),
      )
      .map(({ file }) => file);
    /** @type {PackageVerdict['status']} */
    const status = relevantFiles.length === 0 ? 'unchanged' : naming.length > 0 ? 'covered' : 'missing';
    return { name, dir, relevantFiles, changesets: naming, status };
  });
}
