import { localeCookieMaxAge, locales } from '@lode/i18n';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { PageIntro } from '../PageIntro';
import * as styles from './pages.css';

const messages = defineMessages({
  languagesQuestion: { id: 'faq.languages.question', defaultMessage: 'Which languages does the site speak?' },
  rememberQuestion: {
    id: 'faq.remember.question',
    defaultMessage: 'How long does the site remember my choices?',
  },
  themeQuestion: { id: 'faq.theme.question', defaultMessage: 'Is there a dark theme?' },
  themeAnswer: {
    id: 'faq.theme.answer',
    defaultMessage:
      'Yes. Choose Light or Dark at the top of the page, or System to follow your device, which also switches when your device does.',
  },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const languagesAnswer = defineMessage<{ readonly count: number }>({
  id: 'faq.languages.answer',
  defaultMessage:
    '{count, plural, one {# language} other {# languages}}: English, Russian and Chinese. Choose yours at the top of any page; the address changes with it (/ru for Russian, /cn for Chinese), so a link you share opens in the same language.',
});

const rememberAnswer = defineMessage<{ readonly days: number }>({
  id: 'faq.remember.answer',
  defaultMessage:
    'Your language for {days, plural, one {# day} other {# days}} after you last choose it, in a cookie of this site. Your theme stays in this browser until you change it.',
});

const rememberDays = Math.round(localeCookieMaxAge / 86_400);

/** Frequently asked questions about using the site; the pool's own questions join them as its pages open. */
export function Faq() {
  return (
    <article>
      <PageIntro id="faq" />
      <dl className={styles.faq}>
        <dt className={styles.question}>
          <FormattedMessage {...messages.languagesQuestion} />
        </dt>
        <dd className={styles.answer}>
          <FormattedMessage {...languagesAnswer} values={{ count: locales.length }} />
        </dd>
        <dt className={styles.question}>
          <FormattedMessage {...messages.rememberQuestion} />
        </dt>
        <dd className={styles.answer}>
          <FormattedMessage {...rememberAnswer} values={{ days: rememberDays }} />
        </dd>
        <dt className={styles.question}>
          <FormattedMessage {...messages.themeQuestion} />
        </dt>
        <dd className={styles.answer}>
          <FormattedMessage {...messages.themeAnswer} />
        </dd>
      </dl>
    </article>
  );
}
