// The story tests run every story in three modes: browser instances of one Vitest project (vitest.config.ts), each
// handing Storybook's addon its initial globals. storyModeCheck.ts makes sure the addon applied them.

/** The modes, by Vitest instance name: the globals a story starts with and the browser viewport. */
export const storyModes = {
  'stories-light': { globals: { theme: 'light' }, viewport: { width: 1280, height: 800 } },
  'stories-dark': { globals: { theme: 'dark' }, viewport: { width: 1280, height: 800 } },
  'stories-mobile': {
    globals: { theme: 'light', viewport: { value: 'xs', isRotated: false } },
    viewport: { width: 375, height: 812 },
  },
} as const;

/** Where @storybook/addon-vitest reads the initial globals of a story test (its `provide` key). */
export const initialGlobalsKey = 'storybook/test-initial-globals';

/** Set by the preview's decorator to the theme a story was rendered in. */
export const storyThemeAttribute = 'data-story-theme';
