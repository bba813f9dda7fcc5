// @ts-check
// Each package README starts with "Install and first use": an `npm install` line and at most ten lines of code
// quoted from examples/internal-tool. This reads that section and says where it no longer matches the example.
//
// The code block quotes files of the example: a line `// examples/internal-tool/<file>` starts the quote of a file,
// and a line `// …` leaves lines of it out. Each run of lines between them must appear in the file as it is, in
// order (indentation may differ by a common amount, so a quote can start at the left margin).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The heading the section must have, right below the README's title. */
export const sectionHeading = '## Install and first use';
/** The most lines of code the section's code block may quote (file headings and `// …` not counted). */
export const maxCodeLines = 10;

const fileHeading = /^\/\/ examples\/internal-tool\/(\S+)$/;
const gap = '// …';

/** @param {string[]} lines */
function dedent(lines) {
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(common).trimEnd());
}

/**
 * The fenced blocks of a Markdown text with their language.
 * @param {string} markdown @returns {{ lang: string, lines: string[] }[]}
 */
function fencedBlocks(markdown) {
  /** @type {{ lang: string, lines: string[] }[]} */
  const blocks = [];
  /** @type {{ lang: string, lines: string[] } | undefined} */
  let open;
  for (const line of markdown.split('\n')) {
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence && !open) open = { lang: fence[1] ?? '', lines: [] };
    else if (fence && open) {
      blocks.push(open);
      open = undefined;
    } else if (open) open.lines.push(line);
  }
  return blocks;
}

/**
 * Where `run` (dedented) appears in `file` (dedented line by line against the same indentation) at or after
 * `from`; -1 when it does not.
 * @param {string[]} file @param {string[]} run @param {number} from
 */
function findRun(file, run, from) {
  const want = dedent(run);
  for (let start = from; start + want.length <= file.length; start += 1) {
    if (dedent(file.slice(start, start + want.length)).every((line, i) => line === want[i])) return start;
  }
  return -1;
}

/**
 * The problems of one README's first-use section against the example (none: it matches).
 * @param {string} readme the README's text
 * @param {string} exampleDir the example's folder
 * @returns {string[]}
 */
export function firstUseProblems(readme, exampleDir) {
  /** @type {string[]} */
  const problems = [];
  const lines = readme.split('\n');
  const afterTitle = lines.slice(1).find((line) => line.trim() !== '');
  if (!lines[0]?.startsWith('# ') || afterTitle !== sectionHeading) {
    return [`the README must start with its title, then "${sectionHeading}"`];
  }
  const start = lines.indexOf(sectionHeading) + 1;
  const end = lines.findIndex((line, i) => i >= start && line.startsWith('## '));
  const blocks = fencedBlocks(lines.slice(start, end === -1 ? undefined : end).join('\n'));

  const manifest = JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8'));
  const install = blocks.find((b) => b.lang === 'sh');
  if (!install) problems.push('no ```sh block with the npm install line');
  for (const command of (install?.lines.join(' ') ?? '').split('&&').map((c) => c.trim().split(/\s+/))) {
    if (command[0] !== 'npm' || command[1] !== 'install') {
      problems.push(`"${command.join(' ')}" is not an npm install`);
      continue;
    }
    const dev = command.includes('-D');
    const section = dev ? 'devDependencies' : 'dependencies';
    for (const name of command.slice(2).filter((word) => !word.startsWith('-'))) {
      if (!manifest[section]?.[name])
        problems.push(`the example's package.json has no ${name} in ${section}`);
    }
  }

  const code = blocks.find((b) => b.lang === 'tsx' || b.lang === 'ts');
  if (!code) return [...problems, 'no ```tsx block quoting the example'];
  const counted = code.lines.filter((l) => l.trim() && !fileHeading.test(l) && l.trim() !== gap);
  if (counted.length > maxCodeLines) {
    problems.push(`the code block has ${counted.length} lines of code (at most ${maxCodeLines})`);
  }
  if (!fileHeading.test(code.lines[0] ?? '')) {
    problems.push('the code block must start with `// examples/internal-tool/<file>`');
  }
  /** @type {{ file: string, runs: string[][] }[]} */
  const quotes = [];
  for (const line of code.lines) {
    const heading = fileHeading.exec(line);
    const quote = quotes.at(-1);
    if (heading) quotes.push({ file: heading[1] ?? '', runs: [[]] });
    else if (!quote) continue;
    else if (line.trim() === gap) quote.runs.push([]);
    else quote.runs.at(-1)?.push(line);
  }
  for (const { file, runs } of quotes) {
    const path = join(exampleDir, file);
    if (!existsSync(path)) {
      problems.push(`examples/internal-tool/${file} does not exist`);
      continue;
    }
    const text = readFileSync(path, 'utf8').split('\n');
    let from = 0;
    for (const run of runs.filter((r) => r.some((l) => l.trim()))) {
      const at = findRun(text, run, from);
      if (at === -1) {
        problems.push(`examples/internal-tool/${file} no longer has, in this order:\n${run.join('\n')}`);
        continue;
      }
      from = at + run.length;
    }
  }
  return problems;
}
