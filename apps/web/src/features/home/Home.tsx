import { LocaleLink, localePath, useLocale } from '@lode/i18n';
import { Button, Skeleton } from '@lode/ui';
import { lazy, Suspense, useRef } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAlgorithm } from '../../lib/algorithm';
import { useAppAuth } from '../../lib/session';
import * as styles from './Home.css';
import { PoolFigures } from './PoolFigures';
import { useNearViewport } from './useNearViewport';
import { PageIntro } from '../../lib/page/PageIntro';
import { signInLandingPath } from '../../lib/routes';
import { homeRoute } from './route';

// The page paints from the HTML rendered at build, with skeletons of the figures' and the chart's final size; the
// figures are asked for as soon as the page's code runs. The chart, far below the fold, loads its code and its
// week of history only when the visitor scrolls near it.
const PoolHashrateChart = lazy(() =>
  import('./PoolHashrateChart').then((m) => ({ default: m.PoolHashrateChart })),
);

const messages = defineMessages({
  aboutTitle: { id: 'home.about.title', defaultMessage: 'What Lode is' },
  about: {
    id: 'home.about.body',
    defaultMessage:
      'Lode is a mining pool: you point your rigs at our stratum servers and we pay you for every accepted share, whether or not the pool finds the next block. Scrypt rigs mine Litecoin and earn merge-mined Dogecoin on the same work; SHA-256 rigs mine Bitcoin.',
  },
  scheme: {
    id: 'home.about.scheme',
    defaultMessage:
      'Payouts are PPS+: the block reward for your shares minus the pool fee, plus your part of the transaction fees. Earnings settle every UTC day and are paid once a balance reaches your payout threshold.',
  },
  figuresTitle: { id: 'home.figures.title', defaultMessage: 'Pool figures, live' },
  startTitle: { id: 'home.start.title', defaultMessage: 'Start mining' },
  start: {
    id: 'home.start.body',
    defaultMessage:
      'Create an account, add a wallet for each coin, then point your miner at a stratum address above with the worker name “username.rig1” and any password.',
  },
  // Not "Sign in": the header's button has that name, and pages should not have two controls named alike.
  signIn: { id: 'home.start.signIn', defaultMessage: 'Log in to your cabinet' },
  register: { id: 'home.start.register', defaultMessage: 'Create an account' },
  dashboard: { id: 'home.start.dashboard', defaultMessage: 'Open your dashboard' },
  calc: { id: 'home.calc', defaultMessage: 'Estimate your earnings' },
  faq: { id: 'home.faq', defaultMessage: 'Read the FAQ' },
});

const chartTitle = defineMessage<{ readonly algorithm: string }>({
  id: 'home.chart.title',
  defaultMessage: 'Pool hashrate, last 7 days ({algorithm}, hourly averages)',
});

/** The home page: what the pool is, its live figures per coin, a week of pool hashrate, and how to start. */
export function Home() {
  const intl = useIntl();
  const locale = useLocale();
  const auth = useAppAuth();
  const { activeAlgorithm } = useAlgorithm();
  const landing = localePath(signInLandingPath, locale);
  const title = intl.formatMessage(chartTitle, { algorithm: activeAlgorithm });
  const chartRef = useRef<HTMLDivElement>(null);
  const chartNear = useNearViewport(chartRef);
  const chartSkeleton = <Skeleton className={styles.chartSkeleton} />;

  return (
    <article>
      <PageIntro route={homeRoute} />
      <section className={styles.section} aria-labelledby="home-about">
        <h2 id="home-about" className={styles.sectionTitle}>
          <FormattedMessage {...messages.aboutTitle} />
        </h2>
        <p className={styles.about}>
          <FormattedMessage {...messages.about} />
        </p>
        <p className={styles.about}>
          <FormattedMessage {...messages.scheme} />
        </p>
      </section>

      <section className={styles.section} aria-labelledby="home-figures">
        <h2 id="home-figures" className={styles.sectionTitle}>
          <FormattedMessage {...messages.figuresTitle} />
        </h2>
        <PoolFigures />
      </section>

      <section className={styles.section} aria-labelledby="home-chart">
        <h2 id="home-chart" className={styles.sectionTitle}>
          {title}
        </h2>
        <div ref={chartRef} className={styles.chart}>
          {chartNear ? (
            <Suspense fallback={chartSkeleton}>
              <PoolHashrateChart coin={activeAlgorithm === 'SHA256' ? 'BTC' : 'LTC'} title={title} />
            </Suspense>
          ) : (
            chartSkeleton
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-start">
        <h2 id="home-start" className={styles.sectionTitle}>
          <FormattedMessage {...messages.startTitle} />
        </h2>
        <p className={styles.about}>
          <FormattedMessage {...messages.start} />
        </p>
        <p className={styles.actions}>
          {auth.available && !auth.isAuthenticated && (
            <>
              <Button onClick={() => void auth.register({ returnTo: landing, locale })}>
                <FormattedMessage {...messages.register} />
              </Button>
              <Button variant="outline" onClick={() => void auth.login({ returnTo: landing, locale })}>
                <FormattedMessage {...messages.signIn} />
              </Button>
            </>
          )}
          {auth.isAuthenticated && (
            <LocaleLink className={styles.link} to={signInLandingPath}>
              <FormattedMessage {...messages.dashboard} />
            </LocaleLink>
          )}
          <LocaleLink className={styles.link} to="/calc">
            <FormattedMessage {...messages.calc} />
          </LocaleLink>
          <LocaleLink className={styles.link} to="/faq">
            <FormattedMessage {...messages.faq} />
          </LocaleLink>
        </p>
      </section>
    </article>
  );
}
