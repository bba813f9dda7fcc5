/**
 * Dependencies Vite pre-bundles before any story runs. Discovered mid-run instead, they make Vite reload the page
 * and a Radix story crash on a cold cache; Storybook and the visual test project share this list.
 */
export const prebundledDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-slot',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tabs',
  '@radix-ui/react-visually-hidden',
  '@iconify/utils',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
];
