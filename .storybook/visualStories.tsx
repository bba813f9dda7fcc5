import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType, CSSProperties } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { disableAnimationsStorageKey, motionAttribute } from '../packages/ui/src/colorMode/colorModeScript';
import { themeAttribute } from '../packages/ui/src/tokens/themeAttribute';
import preview from './preview';

// The offline stand-in for Chromatic, shared by every package's `stories.visual.test.tsx`: each story in both
// themes against baselines committed beside the calling test file.

type StoryModule = Parameters<typeof composeStories>[0];

interface ComposedStory {
  storyName?: string;
  parameters?: { visual?: boolean };
}

// pixelmatch's default per-pixel threshold (0.1) let a real token change (#1867c0 to #1a6fd0) pass, so any colour
// difference counts; only anti-aliased edge pixels (includeAA: false) and at most 0.1% of the frame are forgiven.
const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0, includeAA: false, allowedMismatchedPixelRatio: 0.001 },
} as const;

const slug = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Declares a screenshot test per story of `modules` (an `import.meta.glob` of story files) and theme. A story opts
 * out with `parameters: { visual: false }` when what it draws depends on the clock. `frame` styles the padded box on
 * the theme background that is photographed (e.g. a fixed width for charts, which fill their container).
 */
export function describeVisualStories(modules: Record<string, StoryModule>, frame: CSSProperties = {}): void {
  setProjectAnnotations(preview);
  for (const theme of ['light', 'dark'] as const) {
    describe(`${theme} theme`, () => {
      beforeEach(async () => {
        const root = document.documentElement;
        root.setAttribute(themeAttribute, theme);
        root.style.colorScheme = theme;
        // Motion off: animations end at once, so a spinner, a shimmer or a chart's entry is drawn the same every run…
        root.setAttribute(motionAttribute, 'reduced');
        // …and for components that ask useReducedMotion() (a creeping progress bar stops creeping).
        localStorage.setItem(disableAnimationsStorageKey, 'true');
        await document.fonts.ready;
      });

      for (const [path, module] of Object.entries(modules)) {
        const title = (module as { default?: { title?: string } }).default?.title ?? path;
        const stories = composeStories(module, { initialGlobals: { theme } }) as Record<
          string,
          ComponentType & ComposedStory
        >;
        for (const [exportName, Story] of Object.entries(stories)) {
          const run = Story.parameters?.visual === false ? test.skip : test;
          run(`${title} / ${Story.storyName ?? exportName}`, async () => {
            const screen = await render(
              // A padded frame on the theme background keeps outlines and shadows inside the shot.
              <div
                data-testid="visual-frame"
                style={{ padding: 16, background: 'var(--lode-color-background)', ...frame }}
              >
                <Story />
              </div>,
            );
            await expect
              .element(screen.getByTestId('visual-frame'))
              .toMatchScreenshot(`${slug(title)}--${slug(exportName)}--${theme}`, screenshotOptions);
          });
        }
      }
    });
  }
}
