import { localeCookieMaxAge, locales } from '@lode/i18n';
import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppBasePath } from '../../lib/runtime/basePath';
import { PageIntro } from '../../lib/page/PageIntro';
import * as styles from '../../lib/page/pages.css';
import { faqRoute } from './route';

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
  schemeQuestion: { id: 'faq.scheme.question', defaultMessage: 'Which payout scheme does the pool use?' },
  schemeAnswer: {
    id: 'faq.scheme.answer',
    defaultMessage:
      'PPS+ (pay per share plus). Every valid share is paid at its expected value whether or not the pool finds a block, so your income does not depend on the pool’s luck. The “plus” adds your part of the transaction fees of the blocks the pool actually finds. Merge-mined Dogecoin is paid the same way on top of Litecoin.',
  },
  schemesQuestion: {
    id: 'faq.schemes.question',
    defaultMessage: 'What do PPS+, PPLNS, PROP and SOLO mean?',
  },
  schemesAnswer: {
    id: 'faq.schemes.answer',
    defaultMessage:
      'They are ways a pool pays for work, and each coin’s card on the home page names the one it uses. PPS+: every accepted share is paid at its expected value, plus a part of the transaction fees of the blocks found. PPLNS (pay per last N shares): each block found is shared among the last N shares before it, so income follows the pool’s luck. PROP (proportional): each block is shared among the shares of its round. SOLO: the miner whose share finds the block gets the whole block, less the pool fee. Where the pool does not report a figure (rejected work, the fee bonus, a price), the site shows a dash, never a made-up zero.',
  },
  accrualsQuestion: { id: 'faq.accruals.question', defaultMessage: 'How are my accruals computed?' },
  accrualsAnswer: {
    id: 'faq.accruals.answer',
    defaultMessage:
      'Once per UTC day, for each coin: your accepted work of that day × block reward ÷ (network difficulty × 2³²) × (1 − pool fee), the PPS part, plus the fee bonus from the transaction fees. The Accruals page shows both parts for every day, with the day’s average hashrate; the calculator uses the same formula.',
  },
  statusQuestion: { id: 'faq.status.question', defaultMessage: 'What do the worker statuses mean?' },
  statusAnswer: {
    id: 'faq.status.answer',
    defaultMessage:
      'Online: the worker sent an accepted share in the last 10 minutes. Offline: no accepted share for 10 minutes or more. Inactive: nothing for 24 hours; such workers are kept apart so they do not clutter the list. You can be e-mailed when a worker goes offline.',
  },
  averagesQuestion: {
    id: 'faq.averages.question',
    defaultMessage: 'Why does my hashrate differ from what my miner shows?',
  },
  averagesAnswer: {
    id: 'faq.averages.answer',
    defaultMessage:
      'The pool measures hashrate from the accepted shares it receives: share difficulty × 65,536 ÷ seconds, averaged over 10 minutes, 1 hour and 24 hours, and each figure says which average it is. Rejected and stale shares are not counted, and short windows swing with luck, so compare the 24-hour average with your miner’s.',
  },
  payoutQuestion: { id: 'faq.payout.question', defaultMessage: 'When are payouts sent?' },
  payoutAnswer: {
    id: 'faq.payout.answer',
    defaultMessage:
      'Once a day between 01:00 and 03:00 UTC, for every coin whose balance has reached the threshold you set on the Wallets page, within the coin’s minimum and maximum. Payouts of a paused wallet wait, and after an address change payouts of that coin are held for 48 hours.',
  },
  securityQuestion: { id: 'faq.security.question', defaultMessage: 'How is my account protected?' },
  securityAnswer: {
    id: 'faq.security.answer',
    defaultMessage:
      'You sign in at our identity provider, where you can turn on two-factor authentication; the site never sees your password. Changing a payout address holds that coin’s payouts for 48 hours, so a stolen session cannot redirect your money unnoticed. API keys carry only the scopes you give them and can be revoked at any time.',
  },
  link: { id: 'faq.link', defaultMessage: 'Link to this answer' },
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

interface Entry {
  /** The anchor of the question: `/faq#payout-scheme`. */
  slug: string;
  question: ReactNode;
  answer: ReactNode;
}

/** The questions in the order a new miner asks them; each slug is a permanent link. */
function useEntries(): Entry[] {
  return [
    {
      slug: 'payout-scheme',
      question: <FormattedMessage {...messages.schemeQuestion} />,
      answer: <FormattedMessage {...messages.schemeAnswer} />,
    },
    {
      slug: 'payout-schemes',
      question: <FormattedMessage {...messages.schemesQuestion} />,
      answer: <FormattedMessage {...messages.schemesAnswer} />,
    },
    {
      slug: 'accruals',
      question: <FormattedMessage {...messages.accrualsQuestion} />,
      answer: <FormattedMessage {...messages.accrualsAnswer} />,
    },
    {
      slug: 'worker-status',
      question: <FormattedMessage {...messages.statusQuestion} />,
      answer: <FormattedMessage {...messages.statusAnswer} />,
    },
    {
      slug: 'hashrate-averages',
      question: <FormattedMessage {...messages.averagesQuestion} />,
      answer: <FormattedMessage {...messages.averagesAnswer} />,
    },
    {
      slug: 'payout-schedule',
      question: <FormattedMessage {...messages.payoutQuestion} />,
      answer: <FormattedMessage {...messages.payoutAnswer} />,
    },
    {
      slug: 'security',
      question: <FormattedMessage {...messages.securityQuestion} />,
      answer: <FormattedMessage {...messages.securityAnswer} />,
    },
    {
      slug: 'languages',
      question: <FormattedMessage {...messages.languagesQuestion} />,
      answer: <FormattedMessage {...languagesAnswer} values={{ count: locales.length }} />,
    },
    {
      slug: 'remember',
      question: <FormattedMessage {...messages.rememberQuestion} />,
      answer: <FormattedMessage {...rememberAnswer} values={{ days: rememberDays }} />,
    },
    {
      slug: 'dark-theme',
      question: <FormattedMessage {...messages.themeQuestion} />,
      answer: <FormattedMessage {...messages.themeAnswer} />,
    },
  ];
}

/**
 * Frequently asked questions as an accordion of native disclosure widgets (keyboard and screen readers for free,
 * no script needed on the page rendered at build); `/faq#slug` opens that answer and scrolls to it.
 */
export function Faq() {
  const intl = useIntl();
  const { hash, pathname } = useLocation();
  const opened = decodeURIComponent(hash.slice(1));
  const entries = useEntries();
  const base = useAppBasePath();

  useEffect(() => {
    if (!opened) return;
    const item = document.getElementById(opened);
    if (!(item instanceof HTMLDetailsElement)) return;
    item.open = true;
    item.scrollIntoView({ block: 'start' });
    item.querySelector('summary')?.focus({ preventScroll: true });
  }, [opened]);

  return (
    <article>
      <PageIntro route={faqRoute} />
      <div className={styles.faq}>
        {entries.map((entry) => (
          <details key={entry.slug} id={entry.slug} className={styles.faqItem}>
            <summary className={styles.question}>{entry.question}</summary>
            <div className={styles.answer}>
              <p>{entry.answer}</p>
              <a
                className={styles.link}
                // The full path: a bare `#slug` would resolve against the document's <base>.
                href={`${base}${pathname.replace(/^\//, '')}#${entry.slug}`}
                aria-label={intl.formatMessage(messages.link)}
              >
                #{entry.slug}
              </a>
            </div>
          </details>
        ))}
      </div>
    </article>
  );
}
