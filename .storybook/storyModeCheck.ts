import { afterEach, expect, inject } from 'vitest';
import { initialGlobalsKey, storyThemeAttribute } from './storyModes';

// Storybook's addon reads a story test's initial globals under a key of its own (storyModes.ts); should an update
// rename that key, every mode would quietly render light. This check fails the first story instead.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The theme this instance's stories must render in. */
    lodeStoryTheme: 'light' | 'dark';
  }
}

afterEach(() => {
  expect(
    document.documentElement.getAttribute(storyThemeAttribute),
    `the story did not render in this mode's theme: has Storybook's addon renamed "${initialGlobalsKey}"?`,
  ).toBe(inject('lodeStoryTheme'));
});
