import { localeName, localePath, useLocale } from '@lode/i18n';
import { Alert, Button, Skeleton, Tabs } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '../../lib/page/PageIntro';
import type { PageRoute } from '../../lib/routes';
import { useStaffRead } from '../../lib/pool';
import { messages } from './adminNewsMessages';
import { NewsForm } from './NewsForm';
import type { NewsList } from './newsDraft';
import * as styles from './adminNews.css';

/**
 * The news editor (`/admin/news/new` and `/admin/news/:id`): an item's texts in each language with a preview, its
 * schedule, and what can be done with it. An existing item is read from the list, then edited in place; the form is
 * mounted afresh for each item.
 */
export function AdminNewsEditor({ route }: { /** The page's route. */ route: PageRoute }) {
  const intl = useIntl();
  const locale = useLocale();
  const { id } = useParams();
  const news = useStaffRead<NewsList>(id === undefined ? null : '/admin/news');
  const back = (
    <div className={styles.actions}>
      <Button asChild variant="ghost" size="sm">
        <Link to={localePath('/admin/news', locale)}>
          <FormattedMessage {...messages.back} />
        </Link>
      </Button>
    </div>
  );
  if (id === undefined)
    return (
      <>
        <PageIntro route={route} />
        {back}
        <NewsForm key="new" item={null} />
      </>
    );
  const item = news.data?.items.find((i) => i.id === id);
  return (
    <>
      <PageIntro route={route} />
      {back}
      {news.isError ? (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void news.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...messages.loadFailed} />
        </Alert>
      ) : news.data === undefined ? (
        <div aria-busy="true">
          <Tabs.Root defaultValue="en">
            <Tabs.List aria-label={intl.formatMessage(messages.languages)}>
              {(['en', 'ru', 'cn'] as const).map((l) => (
                <Tabs.Trigger key={l} value={l} disabled>
                  {localeName(l)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <Skeleton height={240} />
        </div>
      ) : item ? (
        <NewsForm key={item.id} item={item} />
      ) : (
        <Alert tone="warning">
          <FormattedMessage {...messages.notFound} />
        </Alert>
      )}
    </>
  );
}
