import {
  languageTag,
  localeName,
  locales,
  switchLocalePath,
  useLocale,
  usePreloadLocale,
  useSwitchLocale,
  writeLocaleCookie,
} from '@lode/i18n';
import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import * as styles from './LanguageSwitcher.css';

const messages = defineMessages({
  label: {
    id: 'language.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the language switcher',
  },
});

/** Whether a click should open the link the browser's way (new tab, new window, download) instead of in place. */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The header's language choice: a link per language, each to the same page in that language, named in the
 * language itself. A click switches in place (no reload) and the choice is remembered in the `locale` cookie;
 * the catalog starts loading as the pointer arrives.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const switchLocale = useSwitchLocale();
  const preload = usePreloadLocale();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.list}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocalePath(here, locale)}
              className={styles.item}
              lang={languageTag(locale)}
              hrefLang={languageTag(locale)}
              aria-current={locale === current ? 'true' : undefined}
              preventScrollReset
              // A pointer on its way or focus on the link: fetch the catalog now, so the click shows it at once.
              onPointerEnter={() => preload(locale)}
              onFocus={() => preload(locale)}
              onClick={(event) => {
                if (opensElsewhere(event)) {
                  // Opened in a new tab it is still a choice: remember it.
                  writeLocaleCookie(locale);
                  return;
                }
                event.preventDefault();
                void switchLocale(locale);
              }}
            >
              {localeName(locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
