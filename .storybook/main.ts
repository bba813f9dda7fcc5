import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import type * as CatalogPartsModule from '../apps/web/src/app/catalogParts.ts';
import { i18nCatalogs } from '../packages/i18n/src/vite.ts';
import { prebundledDependencies } from './prebundle';

// One Storybook for every package and the app.
const config: StorybookConfig = {
  // MDX: docs pages written as prose (Introduction); the token pages are stories, so they run as tests too.
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, runnerImport } = await import('vite');
    // The app's catalog parts are derived from its route declarations: TypeScript modules that import without
    // extensions, loaded through Vite's module runner.
    const { module } = await runnerImport<typeof CatalogPartsModule>(
      fileURLToPath(new URL('../apps/web/src/app/catalogParts.ts', import.meta.url)),
    );
    return mergeConfig(viteConfig, {
      plugins: [
        vanillaExtractPlugin(),
        // The app's catalogs compile as in its build; the parser stays, since stories may format ICU strings.
        i18nCatalogs({
          dir: fileURLToPath(new URL('../apps/web/src/i18n', import.meta.url)),
          removeParser: false,
          parts: module.catalogParts,
        }),
      ],
      optimizeDeps: {
        // Pre-bundled up front: a mid-run re-optimisation crashed Radix stories on a cold cache.
        include: prebundledDependencies,
      },
    });
  },
};

export default config;
