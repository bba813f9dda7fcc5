import { forwardRef } from 'react';
import { Link, type LinkProps, type To } from 'react-router-dom';
import { useLocale } from '../I18nProvider/hooks';
import { languageTag, type Locale } from '../locales';
import { localePath } from '../paths';

/** Props of {@link LocaleLink}. */
export interface LocaleLinkProps extends LinkProps {
  /** Where to go, without a locale prefix (`/faq`); relative paths resolve as usual. */
  to: To;
  /** Link to the page in this language instead of the current one (sets `hrefLang`). */
  locale?: Locale;
}

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localePath(to, locale);
  return to.pathname === undefined ? to : { ...to, pathname: localePath(to.pathname, locale) };
}

/** A router link that keeps the current locale: `<LocaleLink to="/faq">` goes to `/ru/faq` on a Russian page. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink(
  { to, locale, hrefLang, ...rest },
  ref,
) {
  const current = useLocale();
  const target = locale ?? current;
  return (
    <Link
      ref={ref}
      to={localizeTo(to, target)}
      hrefLang={hrefLang ?? (target === current ? undefined : languageTag(target))}
      {...rest}
    />
  );
});
