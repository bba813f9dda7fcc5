import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import preview from '../../../.storybook/preview';
import { disableAnimationsStorageKey, motionAttribute } from './colorMode/colorModeScript';
import { themeAttribute } from './tokens/themeAttribute';
import { vars } from './tokens/vars.css';

// The offline stand-in for Chromatic: every story of the package, in both themes, against committed baselines.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

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

interface ComposedStory {
  storyName?: string;
  parameters?: { visual?: boolean };
}

for (const theme of ['light', 'dark'] as const) {
  describe(`${theme} theme`, () => {
    beforeEach(async () => {
      const root = document.documentElement;
      root.setAttribute(themeAttribute, theme);
      root.style.colorScheme = theme;
      // Motion off: animations end at once, so a spinner or a shimmer is drawn the same way every run.
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
        // A story opts out with `parameters: { visual: false }` when what it draws depends on the clock.
        const run = Story.parameters?.visual === false ? test.skip : test;
        run(`${title} / ${Story.storyName ?? exportName}`, async () => {
          const screen = await render(
            // A padded frame on the theme background keeps outlines and shadows inside the shot.
            <div data-testid="visual-frame" style={{ padding: 16, background: vars.color.background }}>
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
