import { defineMessage, defineMessages } from 'react-intl';

/** The watch layout's texts (the cabinet's catalog part, which a watch page loads). */
export const watchMessages = defineMessages({
  navigation: {
    id: 'watch.nav',
    defaultMessage: 'Shared view',
    description: 'Name of a watcher view’s side navigation',
  },
  menu: {
    id: 'watch.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens a watcher view’s navigation',
  },
  close: { id: 'watch.menu.close', defaultMessage: 'Close navigation' },
  skip: { id: 'watch.skip', defaultMessage: 'Skip to content' },
  preferences: { id: 'watch.preferences', defaultMessage: 'Preferences' },
  barLabel: { id: 'watch.bar.label', defaultMessage: 'About this shared view' },
  readOnly: { id: 'watch.bar.readOnly', defaultMessage: 'Read only' },
  noEnd: { id: 'watch.bar.noEnd', defaultMessage: 'Shared with no end date' },
  loading: { id: 'watch.loading', defaultMessage: 'Opening the shared view…' },
  retry: { id: 'watch.retry', defaultMessage: 'Try again' },
  revokedTitle: { id: 'watch.ended.revoked.title', defaultMessage: 'This link was revoked' },
  revokedBody: {
    id: 'watch.ended.revoked.body',
    defaultMessage: 'Its owner stopped sharing this view. Ask them for a new link if you still need it.',
  },
  expiredTitle: { id: 'watch.ended.expired.title', defaultMessage: 'This link has expired' },
  expiredBody: {
    id: 'watch.ended.expired.body',
    defaultMessage:
      'It was shared for a limited time, which is over. Ask its owner for a new link if you still need it.',
  },
  invalidTitle: { id: 'watch.ended.invalid.title', defaultMessage: 'This link does not work' },
  invalidBody: {
    id: 'watch.ended.invalid.body',
    defaultMessage:
      'No shared view has this address. Check that the link was copied whole, or ask its owner again.',
  },
  home: { id: 'watch.ended.home', defaultMessage: 'Go to the home page' },
  notSharedTitle: { id: 'watch.notShared.title', defaultMessage: 'This page is not shared' },
  notSharedBody: {
    id: 'watch.notShared.body',
    defaultMessage: 'The owner shares other pages of this sub-account through this link, not this one.',
  },
  toDashboard: { id: 'watch.notShared.dashboard', defaultMessage: 'Open the shared dashboard' },
});

/** The watch layout's texts with values. */
export const watchValued = {
  whose: defineMessage<{ readonly owner: string; readonly subaccount: string }>({
    id: 'watch.bar.whose',
    defaultMessage: '{owner} shares the sub-account “{subaccount}” with you',
  }),
  label: defineMessage<{ readonly label: string }>({
    id: 'watch.bar.linkLabel',
    defaultMessage: 'Link: {label}',
  }),
  until: defineMessage<{ readonly date: string }>({
    id: 'watch.bar.until',
    defaultMessage: 'Shared until {date}',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'watch.failed',
    defaultMessage: 'The shared view could not be opened: {reason}',
  }),
};
