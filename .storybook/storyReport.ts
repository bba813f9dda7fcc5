import { JsonReporter } from 'vitest/node';

/**
 * Vitest's JSON report of the story run, in `test-results/stories.json`, for the slowest-files table `npm test`
 * prints after its summary (scripts/suite-cost.mjs). The a11y addon keeps each story's whole axe result in the
 * test's meta (100 to 300 kB a test), which is left out here: with it, one story file's report in three modes was
 * 5 MB. Vitest loads a reporter named by its file (package.json's `test:stories`) from its default export.
 */
export default class StoryReport extends JsonReporter {
  constructor() {
    super({ outputFile: 'test-results/stories.json', filterMeta: (key) => key !== 'reports' });
  }
}
