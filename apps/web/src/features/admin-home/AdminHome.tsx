import { localePath, useLocale } from '@lode/i18n';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PageIntro } from '../../lib/page/PageIntro';
import { useStaffRead } from '../../lib/pool';
import type { CachedRead } from '../../lib/pool/cache';
import { useAppAuth } from '../../lib/session';
import { holdsAnyRole } from '../../lib/session/staff';
import { AttentionList, type AttentionItem } from './AttentionList';
import { adminHomeRoute } from './route';

const messages = defineMessages({
  list: { id: 'adminHome.list', defaultMessage: 'What needs attention' },
  news: { id: 'adminHome.news', defaultMessage: 'News drafts and scheduled items' },
  maintenance: { id: 'adminHome.maintenance', defaultMessage: 'Maintenance' },
  inbox: { id: 'adminHome.inbox', defaultMessage: 'New messages in the inbox' },
  mail: { id: 'adminHome.mail', defaultMessage: 'Mail that failed' },
  off: { id: 'adminHome.maintenance.off', defaultMessage: 'Off' },
  scheduled: { id: 'adminHome.maintenance.scheduled', defaultMessage: 'Scheduled' },
  on: { id: 'adminHome.maintenance.on', defaultMessage: 'On now' },
  failed: { id: 'adminHome.failed', defaultMessage: 'Could not be read' },
});

interface NewsList {
  items: { status: 'draft' | 'scheduled' | 'published' }[];
}
interface Maintenance {
  state: 'off' | 'scheduled' | 'on';
}
interface ItemList {
  items: unknown[];
}

/** The console's first page: what needs the operator's attention, each a link to where it is dealt with. */
export function AdminHome() {
  const intl = useIntl();
  const locale = useLocale();
  const auth = useAppAuth();
  const admin = holdsAnyRole(auth, ['admin']);
  const news = useStaffRead<NewsList>(admin ? '/admin/news' : null);
  const maintenance = useStaffRead<Maintenance>(admin ? '/admin/maintenance' : null);
  const inbox = useStaffRead<ItemList>('/admin/inbox', { status: 'new' });
  const mail = useStaffRead<ItemList>(admin ? '/admin/mail' : null, { status: 'failed' });
  const failed = intl.formatMessage(messages.failed);
  const figure = <T,>(read: CachedRead<T>, show: (data: T) => ReactNode) => ({
    value: read.data === undefined ? undefined : show(read.data),
    ...(read.isError ? { error: failed } : {}),
  });
  const items: AttentionItem[] = [];
  if (admin) {
    const waiting = news.data?.items.filter((i) => i.status !== 'published').length ?? 0;
    items.push({
      id: 'news',
      label: intl.formatMessage(messages.news),
      ...figure(news, () => intl.formatNumber(waiting)),
      urgent: waiting > 0,
      to: localePath('/admin/news', locale),
    });
    items.push({
      id: 'maintenance',
      label: intl.formatMessage(messages.maintenance),
      ...figure(maintenance, (m) => intl.formatMessage(messages[m.state])),
      urgent: maintenance.data !== undefined && maintenance.data.state !== 'off',
      to: localePath('/admin/maintenance', locale),
    });
  }
  if (holdsAnyRole(auth, ['admin', 'support'])) {
    items.push({
      id: 'inbox',
      label: intl.formatMessage(messages.inbox),
      ...figure(inbox, (list) => intl.formatNumber(list.items.length)),
      urgent: (inbox.data?.items.length ?? 0) > 0,
      to: localePath('/admin/inbox', locale),
    });
  }
  if (admin) {
    items.push({
      id: 'mail',
      label: intl.formatMessage(messages.mail),
      ...figure(mail, (list) => intl.formatNumber(list.items.length)),
      urgent: (mail.data?.items.length ?? 0) > 0,
      to: localePath('/admin/mail', locale),
    });
  }
  return (
    <>
      <PageIntro route={adminHomeRoute} />
      <AttentionList items={items} label={intl.formatMessage(messages.list)} />
    </>
  );
}
