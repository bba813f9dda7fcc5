import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { GuardProps } from '../routing/middleware';
import { appBasePath } from '../../lib/runtime/basePath';
import {
  announcesAlternates,
  keepAddressPrivate,
  setDocumentTitle,
  setLanguageAlternates,
  setMetaDescription,
} from './documentHead';

/** The `locale` middleware's guard: the page's title, meta description and language alternates, in its language. */
export function RouteHead({ route, children }: GuardProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = intl.formatMessage(route.messages.title);
  const description = intl.formatMessage(route.messages.description);
  const announced = announcesAlternates(route);

  useEffect(() => {
    setDocumentTitle(title, { alone: route.id === 'home' });
    setMetaDescription(description);
  }, [title, description, route.id]);

  useEffect(() => {
    setLanguageAlternates(announced ? pathname : null, appBasePath());
  }, [announced, pathname]);

  const secret = route.meta.secretPath === true;
  useEffect(() => (secret ? keepAddressPrivate() : undefined), [secret]);

  return <>{children}</>;
}
