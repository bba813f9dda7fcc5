import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, defineProject } from 'vitest/config';
import { prebundledDependencies } from './.storybook/prebundle.ts';
import { chromiumBrowser } from './vitest.browser.ts';

// Parallel runs (several people or agents on one checkout) each get their own Vite cache, or they corrupt it.
const cacheDir = (name: string) =>
  process.env.LODE_VITE_CACHE_DIR ? { cacheDir: `${process.env.LODE_VITE_CACHE_DIR}/${name}` } : {};

// Every story runs as a test in real Chromium, once per theme and once at phone width (axe violations fail).
const storyProject = (name: string, theme: 'light' | 'dark', viewport?: 'xs') =>
  defineProject({
    ...cacheDir(name),
    plugins: [storybookTest({ configDir: '.storybook' })],
    define: {
      'import.meta.env.LODE_STORY_THEME': JSON.stringify(theme),
      'import.meta.env.LODE_STORY_VIEWPORT': JSON.stringify(viewport ?? ''),
    },
    test: { name, browser: chromiumBrowser(viewport ? { width: 375, height: 812 } : undefined) },
  });

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      storyProject('stories-light', 'light'),
      storyProject('stories-dark', 'dark'),
      storyProject('stories-mobile', 'light', 'xs'),
      'scripts/vitest.config.ts',
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
          browser: chromiumBrowser(),
        },
      }),
    ],
  },
});
