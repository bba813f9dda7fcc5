import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { createCatalogs } from '../catalogs';
import { I18nProvider } from '../I18nProvider/I18nProvider';
import { isLocale, type Locale } from '../locales';
import { localePath } from '../paths';
import { LocaleLink } from './LocaleLink';
import { usageDocs } from '../../../../.storybook/usageNote';

// The package renders no text of its own: an empty catalog is all a LocaleLink needs.
const catalogs = createCatalogs(async () => ({}));

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current page">{`${pathname}${search}`}</output>;
}

/** A memory router on the FAQ page in the toolbar's locale, with the provider the app puts at its root. */
const withRouter: Decorator = (Story, { globals }) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
  return (
    <MemoryRouter initialEntries={[localePath('/faq', locale)]}>
      <I18nProvider locale={locale} catalogs={catalogs} syncDocumentLang={false}>
        <p style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <Story />
          <Location />
        </p>
      </I18nProvider>
    </MemoryRouter>
  );
};

const meta = {
  title: 'i18n/LocaleLink',
  component: LocaleLink,
  parameters: {
    docs: usageDocs({
      summary:
        'A router link that keeps the current locale: `<LocaleLink to="/faq">` goes to `/ru/faq` on a Russian page.',
      use: "For every link between the app's own pages, so a reader who chose Russian or Chinese stays in it.",
      avoid:
        "For links to other sites or to files (use a plain link, or ui's Link with `external`), or for switching language (use the app's language switcher).",
      keyboard: 'A link: Tab focuses it, Enter follows it.',
    }),
  },
  decorators: [withRouter],
  args: { to: '/payouts?page=2', children: 'Payout history' },
} satisfies Meta<typeof LocaleLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeepsTheLocale: Story = {
  play: async ({ canvas, globals }) => {
    const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
    const link = canvas.getByRole('link', { name: 'Payout history' });
    await expect(link).toHaveAttribute('href', localePath('/payouts?page=2', locale));
    await userEvent.click(link);
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      localePath('/payouts?page=2', locale),
    );
  },
};

export const ToAnotherLanguage: Story = {
  args: { to: '/faq', locale: 'cn', children: '中文', lang: 'zh-CN' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '中文' });
    await expect(link).toHaveAttribute('href', '/cn/faq');
    await expect(link).toHaveAttribute('hreflang', 'zh-CN');
  },
};
