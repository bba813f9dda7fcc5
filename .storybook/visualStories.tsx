import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType, CSSProperties } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { disableAnimationsStorageKey, motionAttribute } from '../packages/ui/src/colorMode/colorModeScript';
import { themeAttribute } from '../packages/ui/src/tokens/themeAttribute';
import preview from './preview';
import './storyAreaComparator';
import type {} from './visualCommands';

// The offline stand-in for Chromatic, shared by every package's `stories.visual.test.tsx`: each story in both
// themes against baselines committed beside the calling test file.

type StoryModule = Parameters<typeof composeStories>[0];

interface ComposedStory {
  storyName?: string;
  parameters?: { visual?: boolean; layout?: string };
}

// Every pixel must match, edges included, but for 0.1 % of the story's own area (storyAreaComparator.ts): a
// real token change (#1867c0 to #1a6fd0) fails, and so does a checkbox tick 2 px smaller.
const screenshotOptions = {
  comparatorName: 'storyArea',
  comparatorOptions: { allowedShareOfStory: 0.001 },
} as const;

// The fonts the screenshots are drawn in, named rather than left to `system-ui`, whose face depends on what else the
// machine has installed (a CJK font package changes the Latin text too). DejaVu and Liberation Mono cover Latin and Cyrillic, WenQuanYi
// Micro Hei Chinese; scripts/ensure-system-packages.sh installs both from Debian.
const pinnedFonts = {
  '--lode-font-body': '"DejaVu Sans", "WenQuanYi Micro Hei", sans-serif',
  '--lode-font-mono': '"Liberation Mono", "WenQuanYi Micro Hei Mono", monospace',
} as const;

/** Resizes the test page, and the page around it first, so the test page is shown at full scale. */
async function resizeViewport(width: number, height: number): Promise<void> {
  const growing = height > window.innerHeight;
  if (growing) await commands.resizeOuterPage(width, height);
  await page.viewport(width, height);
  if (!growing) await commands.resizeOuterPage(width, height);
}

/** Whether text set in `family` differs from the serif fallback it would get were the font missing. */
function fontInstalled(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return false;
  const width = (font: string) => {
    context.font = font;
    return context.measureText('Lode mining pool 0123456789').width;
  };
  return width(`32px "${family}", serif`) !== width('32px serif');
}

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
      let viewport = { width: 0, height: 0 };
      beforeEach(async () => {
        const root = document.documentElement;
        root.setAttribute(themeAttribute, theme);
        root.style.colorScheme = theme;
        for (const [name, value] of Object.entries(pinnedFonts)) root.style.setProperty(name, value);
        // Motion off: animations end at once, so a spinner, a shimmer or a chart's entry is drawn the same every run…
        root.setAttribute(motionAttribute, 'reduced');
        // …and for components that ask useReducedMotion() (a creeping progress bar stops creeping).
        localStorage.setItem(disableAnimationsStorageKey, 'true');
        viewport = { width: window.innerWidth, height: window.innerHeight };
        await document.fonts.ready;
        // A named font that is missing would fall back silently and change every baseline: say so instead.
        for (const family of ['DejaVu Sans', 'WenQuanYi Micro Hei'])
          if (!fontInstalled(family))
            throw new Error(`The font "${family}" is missing: run scripts/ensure-system-packages.sh.`);
      });

      afterEach(async () => {
        if (window.innerHeight !== viewport.height) await resizeViewport(viewport.width, viewport.height);
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
              // A padded frame on the theme background keeps outlines and shadows inside the shot; a story that fills
              // the canvas (Storybook's `layout: 'fullscreen'`, such as the 100vh AppShell) gets no padding, so it
              // fits the viewport it fills.
              <div
                data-testid="visual-frame"
                style={{
                  padding: Story.parameters?.layout === 'fullscreen' ? 0 : 16,
                  background: 'var(--lode-color-background)',
                  ...frame,
                }}
              >
                <Story />
              </div>,
            );
            // The test page is an iframe the size of the viewport, and what lies below it is never painted: a story
            // taller than that (Colours, Typography) gets a page tall enough to be photographed whole, at full scale.
            const height = Math.ceil(
              screen.getByTestId('visual-frame').element().getBoundingClientRect().height,
            );
            if (height > window.innerHeight) await resizeViewport(window.innerWidth, height);
            await expect
              .element(screen.getByTestId('visual-frame'))
              .toMatchScreenshot(`${slug(title)}--${slug(exportName)}--${theme}`, screenshotOptions);
          });
        }
      }
    });
  }
}
