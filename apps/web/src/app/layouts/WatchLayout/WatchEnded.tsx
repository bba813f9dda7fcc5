import { LocaleLink } from '@lode/i18n';
import { FormattedMessage } from 'react-intl';
import * as pages from '../../../lib/page/pages.css';
import { watchMessages } from './watchMessages';

/** Why a watcher view shows nothing: its link was revoked, has expired, or never was. */
export type WatchEndReason = 'revoked' | 'expired' | 'invalid';

/** The reason an API error code (`watcher_revoked`, `watcher_expired`, `invalid_watcher`, …) gives. */
export function watchEndReason(code: string): WatchEndReason {
  if (code === 'watcher_revoked') return 'revoked';
  if (code === 'watcher_expired') return 'expired';
  return 'invalid';
}

const texts = {
  revoked: [watchMessages.revokedTitle, watchMessages.revokedBody],
  expired: [watchMessages.expiredTitle, watchMessages.expiredBody],
  invalid: [watchMessages.invalidTitle, watchMessages.invalidBody],
} as const;

/** Props of {@link WatchEnded}. */
export interface WatchEndedProps {
  /** Why the view shows nothing. */
  reason: WatchEndReason;
}

/**
 * What a watcher view shows once its link no longer works, in the visitor's language: said at once to a screen
 * reader, since it replaces figures that were on screen a moment before.
 */
export function WatchEnded({ reason }: WatchEndedProps) {
  const [title, body] = texts[reason];
  return (
    <div role="alert" data-testid="watch-ended" data-reason={reason}>
      <h1 className={pages.title}>
        <FormattedMessage {...title} />
      </h1>
      <p className={pages.lead}>
        <FormattedMessage {...body} />
      </p>
      <LocaleLink to="/" className={pages.link}>
        <FormattedMessage {...watchMessages.home} />
      </LocaleLink>
    </div>
  );
}
