import { LocaleLink, localePath, useFormat, useLocale } from '@lode/i18n';
import { Alert, Button, EmptyState, Skeleton } from '@lode/ui';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useNews, useNewsIndex } from '../queries';
import * as styles from './NewsList.css';

const messages = defineMessages({
  loading: { id: 'news.loading', defaultMessage: 'Loading the news…' },
  error: {
    id: 'news.error',
    defaultMessage: 'The news could not be loaded. Check your connection and try again.',
  },
  retry: { id: 'news.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'news.empty.title', defaultMessage: 'No news yet' },
  empty: {
    id: 'news.empty.body',
    defaultMessage: 'Announcements appear here first. Until then, the FAQ answers the common questions.',
  },
  faq: { id: 'news.empty.faq', defaultMessage: 'Read the FAQ' },
  pages: { id: 'news.pages', defaultMessage: 'News pages' },
  newer: { id: 'news.newer', defaultMessage: '← Newer posts' },
  older: { id: 'news.older', defaultMessage: 'Older posts →' },
});

const valued = {
  pageOf: defineMessage<{ readonly page: number; readonly count: number }>({
    id: 'news.pageOf',
    defaultMessage: 'Page {page} of {count}',
  }),
  // The name starts with the link's visible text, so a voice user who says what they see reaches it (WCAG 2.5.3).
  permalink: defineMessage<{ readonly anchor: string; readonly title: string }>({
    id: 'news.permalink',
    defaultMessage: '{anchor}: link to “{title}”',
  }),
};

/** Posts per page. */
export const newsPageSize = 3;

const pageTo = (page: number, hash = '') => ({
  pathname: '/news',
  search: page > 1 ? `?page=${page}` : '',
  hash,
});

/**
 * The news in the visitor's language, newest first, a page at a time (`?page=2`). Each post is an anchor:
 * `/news#id` scrolls to it and focuses it, finding its page when it is not on the one shown.
 */
export function NewsList() {
  const intl = useIntl();
  const format = useFormat();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const news = useNews(locale, page, newsPageSize);
  const target = decodeURIComponent(hash.slice(1));
  const onPage = news.data?.items.some((post) => post.id === target) ?? false;
  const index = useNewsIndex(locale, Boolean(target) && news.isSuccess && !news.isPlaceholderData && !onPage);
  const pageCount = Math.max(1, Math.ceil((news.data?.total ?? 0) / newsPageSize));

  // A deep link to a post on another page: go to that page, keeping the anchor.
  useEffect(() => {
    if (!index.data || onPage) return;
    const position = index.data.indexOf(target);
    if (position < 0) return;
    const right = Math.floor(position / newsPageSize) + 1;
    if (right !== page)
      void navigate(
        { ...pageTo(right, `#${target}`), pathname: localePath('/news', locale) },
        { replace: true },
      );
  }, [index.data, onPage, target, page, navigate, locale]);

  // The post a link names comes into view with the focus on it, once it is on screen.
  useEffect(() => {
    if (!target || !onPage || news.isPlaceholderData) return;
    const post = document.getElementById(target);
    if (!post) return;
    post.scrollIntoView({ block: 'start' });
    post.focus({ preventScroll: true });
  }, [target, onPage, news.isPlaceholderData]);

  if (news.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="outline" onClick={() => void news.refetch()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...messages.error} />
      </Alert>
    );

  if (!news.data)
    return (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: newsPageSize }, (_, i) => (
            <li key={i}>
              <Skeleton className={styles.skeleton} />
            </li>
          ))}
        </ul>
      </div>
    );

  if (news.data.total === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.empty)}
        action={
          <LocaleLink className={styles.permalink} to="/faq">
            <FormattedMessage {...messages.faq} />
          </LocaleLink>
        }
      />
    );

  return (
    <>
      <ul className={styles.list} aria-busy={news.isPlaceholderData || undefined}>
        {news.data.items.map((post) => (
          <li key={post.id}>
            <article id={post.id} className={styles.post} tabIndex={-1} aria-labelledby={`${post.id}-title`}>
              <h2 id={`${post.id}-title`} className={styles.title}>
                {post.title}
              </h2>
              <p className={styles.meta}>
                <time dateTime={post.date}>
                  {format.date(Date.parse(`${post.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
                </time>
                <LocaleLink
                  className={styles.permalink}
                  to={pageTo(page, `#${post.id}`)}
                  aria-label={intl.formatMessage(valued.permalink, {
                    anchor: `#${post.id}`,
                    title: post.title,
                  })}
                >
                  #{post.id}
                </LocaleLink>
              </p>
              <p className={styles.summary}>{post.summary}</p>
              <p className={styles.body}>{post.body}</p>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={intl.formatMessage(messages.pages)}>
          {page > 1 ? (
            <LocaleLink className={styles.pagerLink} to={pageTo(page - 1)}>
              <FormattedMessage {...messages.newer} />
            </LocaleLink>
          ) : (
            <span className={styles.pagerGap} />
          )}
          <span aria-current="page">
            <FormattedMessage {...valued.pageOf} values={{ page, count: pageCount }} />
          </span>
          {page < pageCount ? (
            <LocaleLink className={styles.pagerLink} to={pageTo(page + 1)}>
              <FormattedMessage {...messages.older} />
            </LocaleLink>
          ) : (
            <span className={styles.pagerGap} />
          )}
        </nav>
      )}
    </>
  );
}
