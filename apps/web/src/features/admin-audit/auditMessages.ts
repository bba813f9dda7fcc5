import { defineMessages } from 'react-intl';

/** The audit page's words. */
export const messages = defineMessages({
  filters: { id: 'adminAudit.filters', defaultMessage: 'Filters' },
  action: { id: 'adminAudit.action', defaultMessage: 'Action' },
  anyAction: { id: 'adminAudit.action.any', defaultMessage: 'Any action' },
  actor: { id: 'adminAudit.actor', defaultMessage: 'Who' },
  from: { id: 'adminAudit.from', defaultMessage: 'From' },
  to: { id: 'adminAudit.to', defaultMessage: 'Until' },
  apply: { id: 'adminAudit.apply', defaultMessage: 'Show' },
  clear: { id: 'adminAudit.clear', defaultMessage: 'Clear filters' },
  caption: { id: 'adminAudit.caption', defaultMessage: 'Console actions, newest first' },
  at: { id: 'adminAudit.at', defaultMessage: 'When' },
  target: { id: 'adminAudit.target', defaultMessage: 'On' },
  change: { id: 'adminAudit.change', defaultMessage: 'Before and after' },
  before: { id: 'adminAudit.before', defaultMessage: 'Before' },
  after: { id: 'adminAudit.after', defaultMessage: 'After' },
  details: { id: 'adminAudit.details', defaultMessage: 'Show values' },
  nothing: { id: 'adminAudit.nothing', defaultMessage: '(none)' },
  empty: { id: 'adminAudit.empty', defaultMessage: 'No console actions match.' },
  loadFailed: { id: 'adminAudit.loadFailed', defaultMessage: 'The audit log could not be read.' },
  retry: { id: 'adminAudit.retry', defaultMessage: 'Try again' },
  more: { id: 'adminAudit.more', defaultMessage: 'Show older entries' },
  moreFailed: { id: 'adminAudit.moreFailed', defaultMessage: 'Older entries could not be read.' },
  csv: { id: 'adminAudit.csv', defaultMessage: 'Download CSV' },
  csvFailed: {
    id: 'adminAudit.csvFailed',
    defaultMessage: 'The file could not be downloaded. Try again in a moment.',
  },
});
