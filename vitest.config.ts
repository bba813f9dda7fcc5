import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, defineProject } from 'vitest/config';
import { prebundledDependencies } from './.storybook/prebundle.ts';
import { storyAreaComparator } from './.storybook/storyAreaComparator.ts';
import { resizeOuterPage } from './.storybook/visualCommands.ts';
import { initialGlobalsKey, storyModes } from './.storybook/storyModes.ts';
import { chromiumBrowser } from './vitest.browser.ts';

// Parallel runs (several people or agents on one checkout) each get their own Vite cache, or they corrupt it.
const cacheDir = (name: string) =>
  process.env.LODE_VITE_CACHE_DIR ? { cacheDir: `${process.env.LODE_VITE_CACHE_DIR}/${name}` } : {};

// Every story runs as a test in real Chromium, once per theme and once at phone width (axe violations fail). The
// three modes are browser instances of one project, so they share one Vite server: each story file, its CSS and the
// pre-bundled dependencies are transformed once, not three times. The stories of a mode share one page (`isolate:
// false`): the addon unmounts each story after its test, and a fresh page per file cost more than the tests.
const storyProject = defineProject({
  ...cacheDir('stories'),
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'stories',
    isolate: false,
    // A hang guard, not a budget: the longest story test (DataTable's Workers, with its clicks and axe) took 13 s
    // beside the other lanes under load, near Vitest's 15 s default.
    testTimeout: 60_000,
    setupFiles: ['./.storybook/storyModeCheck.ts'],
    browser: {
      ...chromiumBrowser(),
      instances: Object.entries(storyModes).map(([name, mode]) => ({
        browser: 'chromium' as const,
        name,
        viewport: mode.viewport,
        provide: { [initialGlobalsKey]: mode.globals, lodeStoryTheme: mode.globals.theme },
      })),
    },
  },
});

export default defineConfig({
  test: {
    // Vitest's default (one fewer than the cores) leaves a single worker on our 2-core machines while the main
    // process waits; the tests are the work, so give them every core.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The pool API's suite once more, on a real PostgreSQL server the project starts itself.
      'apps/pool-api/vitest.postgres.config.ts',
      storyProject,
      'scripts/vitest.config.ts',
      // The bench's budget arithmetic (the floor-page ratios), in Node; the measuring itself is `pnpm bench`.
      defineProject({
        test: { name: 'unit:bench', environment: 'node', include: ['bench/*.test.mjs'] },
      }),
      // The story harnesses' own logic (the visual project's comparator), in Node.
      defineProject({
        test: { name: 'unit:storybook', environment: 'node', include: ['.storybook/*.test.ts'] },
      }),
      // Offline stand-in for Chromatic: screenshots of chosen stories in both themes against committed baselines.
      defineProject({
        ...cacheDir('visual'),
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [...prebundledDependencies, '@storybook/react-vite', 'vitest-browser-react'],
        },
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.visual.test.tsx'],
          // Hang guards for a slow machine whose other lanes share the cores: a tall story (Typography) once
          // waited over 5 s for two equal screenshots in a row there, Vitest's default for finding a stable one.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          browser: {
            ...chromiumBrowser(),
            commands: { resizeOuterPage },
            expect: {
              toMatchScreenshot: { comparators: { storyArea: storyAreaComparator }, timeout: 30_000 },
            },
          },
        },
      }),
    ],
  },
});
