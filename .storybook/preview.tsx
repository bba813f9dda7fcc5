import {
  ArgTypes,
  Description,
  DocsContainer,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { PropsWithChildren } from 'react';
import { configure } from 'storybook/test';
import { isLocale, languageTag } from '../packages/i18n/src/pathsEntry';
import { breakpoints, themeAttribute } from '../packages/ui/src';
import { storyThemeAttribute } from './storyModes';
import { missingUsageParts } from './usageNote';

type Theme = 'light' | 'dark';

// How long `findBy…` and `waitFor` in play functions wait, where a story names no time of its own: 5 s, not
// Testing Library's 1 s. A story test shares the cores with lint, the visual tests and PostgreSQL in `npm test`,
// and a render that takes 50 ms alone has taken over a second there. A story that times something names its own.
configure({ asyncUtilTimeout: 5_000 });

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: unknown = context.globals.locale;
  const root = document.documentElement;
  root.setAttribute(themeAttribute, theme);
  root.style.colorScheme = theme;
  // The theme the story was asked for, which a story may then change (ThemeSwitcher): storyModeCheck.ts reads it.
  root.setAttribute(storyThemeAttribute, theme);
  root.lang = languageTag(isLocale(locale) ? locale : 'en');
  return <Story />;
};

/** A Docs page inside a `main` landmark, as the app's pages are: axe asks every page's content to be in one. */
function DocsPage(props: PropsWithChildren<DocsContainerProps>) {
  return (
    <main>
      <DocsContainer {...props} />
    </main>
  );
}

/**
 * A component's Docs page: its name, its usage note (usageNote.ts), the first story under a heading of its own (a
 * story's own headings start at h3), the props table and the other stories (the first, drawn twice, would repeat its
 * landmarks' names). The props table is Storybook's read-only one: the editable one draws object and array props (a table's rows,
 * a chart's series) as a tree of list items outside any list, which axe refuses; the Controls panel of each story
 * still edits them.
 */
function ComponentDocs() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Heading>Example</Heading>
      <Primary />
      <ArgTypes />
      <Stories includePrimary={false} />
    </>
  );
}

// Viewports at the spec's breakpoints; xs is a common phone width.
const viewports = Object.fromEntries(
  Object.entries(breakpoints).map(([name, minWidth]) => {
    const width = name === 'xs' ? 375 : minWidth;
    return [
      name,
      {
        name: `${name} (${width}px)`,
        styles: { width: `${width}px`, height: width < breakpoints.lg ? '812px' : '900px' },
        type: width < breakpoints.md ? 'mobile' : width < breakpoints.lg ? 'tablet' : 'desktop',
      },
    ];
  }),
);

const preview: Preview = {
  // A Docs page with the props table for every component; the Foundations pages opt out (they are pages already).
  tags: ['autodocs'],
  decorators: [withThemeAndLocale],
  // A package component's stories carry its usage note (usageNote.ts): a story without one fails, in the story
  // tests and on screen, rather than leaving its Docs page with the props table alone.
  beforeEach: ({ title, tags, parameters }) => {
    const missing = missingUsageParts({ title, tags, parameters });
    if (missing.length > 0)
      throw new Error(
        `${title}: its usage note lacks ${missing.map((part) => `"${part}"`).join(', ')}; give the meta \`parameters: { docs: usageDocs({ … }) }\` (.storybook/usageNote.ts)`,
      );
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ru', title: 'Русский' },
          { value: 'cn', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Storybook starts light; the story tests run each story in every mode (vitest.config.ts sets their globals).
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'centered',
    docs: { container: DocsPage, page: ComponentDocs },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Breakpoints', 'Motion'],
          'ui',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
    // Chromatic snapshots the same modes as the story tests and the offline visual project.
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
        mobile: { theme: 'light', viewport: 'xs' },
      },
    },
  },
};

export default preview;
