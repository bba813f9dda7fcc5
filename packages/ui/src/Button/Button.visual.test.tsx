import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import preview from '../../../../.storybook/preview';
import { themeAttribute } from '../tokens/themeAttribute';
import { vars } from '../tokens/vars.css';
import * as stories from './Button.stories';

// The same decorators and globals as Storybook, so a screenshot shows what a reviewer sees there.
setProjectAnnotations(preview);

const themes = ['light', 'dark'] as const;

// pixelmatch's default per-pixel threshold (0.1) let a real token change (#1867c0 to #1a6fd0) pass, so any colour
// difference counts; only anti-aliased edge pixels (includeAA: false) and at most 0.1% of the frame are forgiven.
const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0, includeAA: false, allowedMismatchedPixelRatio: 0.001 },
} as const;

describe.each(themes)('Button, %s theme', (theme) => {
  // The preview decorator sets the theme from globals on every render, so the globals must agree with the DOM.
  const { Variants, Tones } = composeStories(stories, { initialGlobals: { theme } });

  beforeEach(() => {
    // Set before the first render too, so nothing is painted in the other theme while React mounts.
    document.documentElement.setAttribute(themeAttribute, theme);
    document.documentElement.style.colorScheme = theme;
  });

  test.each([
    ['variants', Variants],
    ['tones', Tones],
  ] as const)('%s', async (name, Story) => {
    const screen = await render(
      // A padded frame on the theme background: the focus of the shot, and it keeps outlines and shadows inside it.
      <div
        data-testid="visual-frame"
        style={{ display: 'inline-block', padding: 16, background: vars.color.background }}
      >
        <Story />
      </div>,
    );
    await expect
      .element(screen.getByTestId('visual-frame'))
      .toMatchScreenshot(`${name}-${theme}`, screenshotOptions);
  });
});
