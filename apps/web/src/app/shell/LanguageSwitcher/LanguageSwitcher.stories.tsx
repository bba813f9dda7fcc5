import { isLocale, localePath, localeFromPath, I18nProvider, type Locale } from '@lode/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { catalogs } from '../../catalogs';
import { LanguageSwitcher } from './LanguageSwitcher';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current page">{`${pathname}${search}`}</output>;
}

/** What the app does at its root: a router, and the page's language from its URL. */
function LocaleFromUrl({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={localeFromPath(pathname)} catalogs={catalogs} syncDocumentLang={false}>
      {children}
    </I18nProvider>
  );
}

/** The FAQ page, with a query, in the toolbar's locale. */
const withApp: Decorator = (Story, { globals }) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
  return (
    <MemoryRouter initialEntries={[localePath('/faq?x=1', locale)]}>
      <LocaleFromUrl>
        <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
          <Story />
          <Location />
        </div>
      </LocaleFromUrl>
    </MemoryRouter>
  );
};

const meta = {
  title: 'web/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [withApp],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
    const names = { en: 'English', ru: 'Русский', cn: '中文' } as const;
    // The catalog loads (and compiles) on first use: wait for the translated name of the switcher.
    const current = await canvas.findByRole('link', { name: names[locale] }, { timeout: 10_000 });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/faq?x=1',
      '/ru/faq?x=1',
      '/cn/faq?x=1',
    ]);
  },
};

export const SwitchesInPlace: Story = {
  play: async ({ canvas }) => {
    const chinese = await canvas.findByRole('link', { name: '中文' }, { timeout: 10_000 });
    await userEvent.click(chinese);
    await expect(await canvas.findByRole('navigation', { name: '语言' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent('/cn/faq?x=1');
    await expect(canvas.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
    // Keyboard: the links are in the tab order and Enter switches back.
    canvas.getByRole('link', { name: 'English' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('navigation', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(/^\/faq\?x=1$/);
  },
};
