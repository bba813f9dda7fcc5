import { disableAnimationsStorageKey, motionAttribute, themeAttribute } from '@lode/ui';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import preview from '../../../.storybook/preview';

// The charts in the offline visual project (like @lode/ui's): every story, both themes, committed baselines.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// Any colour difference counts; only anti-aliased edge pixels and at most 0.1% of the frame are forgiven.
const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0, includeAA: false, allowedMismatchedPixelRatio: 0.001 },
} as const;

const slug = (text: string) =>
  text
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

for (const theme of ['light', 'dark'] as const) {
  describe(`${theme} theme`, () => {
    beforeEach(async () => {
      const root = document.documentElement;
      root.setAttribute(themeAttribute, theme);
      root.style.colorScheme = theme;
      // Motion off: lines and bars are drawn at their end state, the loading skeleton does not pulse.
      root.setAttribute(motionAttribute, 'reduced');
      localStorage.setItem(disableAnimationsStorageKey, 'true');
      await document.fonts.ready;
    });

    for (const [path, module] of Object.entries(modules)) {
      const title = (module as { default?: { title?: string } }).default?.title ?? path;
      const stories = composeStories(module, { initialGlobals: { theme } }) as Record<
        string,
        ComponentType & { storyName?: string }
      >;
      for (const [exportName, Story] of Object.entries(stories)) {
        test(`${title} / ${Story.storyName ?? exportName}`, async () => {
          const screen = await render(
            <div
              data-testid="visual-frame"
              style={{ padding: 16, width: 720, background: 'var(--lode-color-background)' }}
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
