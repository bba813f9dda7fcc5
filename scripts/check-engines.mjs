// @ts-check
// Every package the lockfile installs must run on the Node we target (.nvmrc): a dependency whose
// `engines.node` excludes it works here by luck and breaks on the machines we promise to support.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
const target = semver.coerce(readFileSync(join(root, '.nvmrc'), 'utf8'))?.version ?? '20.19.0';
const lockfile = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');

// The lockfile's `packages:` section lists each resolved package with its `engines`; read just that.
const section = lockfile.slice(lockfile.indexOf('\npackages:\n'), lockfile.indexOf('\nsnapshots:\n'));
/** @type {{ id: string, range: string }[]} */
const offenders = [];
let checked = 0;
let current = '';
for (const line of section.split('\n')) {
  const header = /^ {2}'?([^\s'][^']*?)'?:$/.exec(line);
  if (header?.[1]) {
    current = header[1];
    checked += 1;
    continue;
  }
  const engines = /^ {4}engines: \{(.*)\}$/.exec(line);
  const range = engines?.[1] && /(?:^|, )node: '?([^',][^']*?)'?(?:,|$)/.exec(engines[1])?.[1];
  if (range && semver.validRange(range) && !semver.satisfies(target, range))
    offenders.push({ id: current, range });
}

if (checked === 0) {
  console.error('engines: found no packages in pnpm-lock.yaml; has its format changed?');
  process.exit(1);
}
if (offenders.length > 0) {
  console.error(`engines: ${offenders.length} of ${checked} locked packages do not support Node ${target}:`);
  for (const o of offenders) console.error(`  ${o.id} needs node ${o.range}`);
  console.error('Pick the newest version that supports it and note the hold-back in the README.');
  process.exit(1);
}
console.log(`engines: all ${checked} locked packages support Node ${target}`);
