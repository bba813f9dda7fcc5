import { defineMessage, defineMessages } from 'react-intl';

/** The redirects page's words. */
export const messages = defineMessages({
  rules: { id: 'adminRedirects.rules', defaultMessage: 'Rules, first match wins' },
  match: { id: 'adminRedirects.match', defaultMessage: 'Path pattern' },
  matchHint: {
    id: 'adminRedirects.match.hint',
    defaultMessage: 'Without a language prefix: * is one segment, ** any number (/old/**).',
  },
  redirect: { id: 'adminRedirects.redirect', defaultMessage: 'Goes to' },
  redirectHint: {
    id: 'adminRedirects.redirect.hint',
    defaultMessage: 'A path of the site or an http(s) address.',
  },
  status: { id: 'adminRedirects.status', defaultMessage: 'Status' },
  add: { id: 'adminRedirects.add', defaultMessage: 'Add a rule' },
  none: { id: 'adminRedirects.none', defaultMessage: 'No rules: every path shows its own page.' },
  save: { id: 'adminRedirects.save', defaultMessage: 'Save the rules' },
  fixFields: {
    id: 'adminRedirects.fixFields',
    defaultMessage: 'Some rules need a change; nothing was saved.',
  },
  fileSource: {
    id: 'adminRedirects.fileSource',
    defaultMessage:
      'The host servers apply the rules of their LODE_ROUTE_RULES file, which overrides these. Changes saved here take effect once the file is removed.',
  },
  loadFailed: { id: 'adminRedirects.loadFailed', defaultMessage: 'The rules could not be read.' },
  retry: { id: 'adminRedirects.retry', defaultMessage: 'Try again' },
  test: { id: 'adminRedirects.test', defaultMessage: 'Test a path' },
  testHint: {
    id: 'adminRedirects.test.hint',
    defaultMessage: 'Checked against the rules above as they are now, saved or not.',
  },
  testPath: { id: 'adminRedirects.test.path', defaultMessage: 'Path' },
  testButton: { id: 'adminRedirects.test.button', defaultMessage: 'Test' },
  testInvalid: { id: 'adminRedirects.test.invalid', defaultMessage: 'A path starts with “/”.' },
});

/** The words with values in them (react-intl types each one's values, so they are declared one by one). */
export const valued = {
  rule: defineMessage<{ readonly n: number }>({
    id: 'adminRedirects.rule',
    defaultMessage: 'Rule {n}',
  }),
  up: defineMessage<{ readonly n: number }>({
    id: 'adminRedirects.up',
    defaultMessage: 'Move rule {n} up',
  }),
  down: defineMessage<{ readonly n: number }>({
    id: 'adminRedirects.down',
    defaultMessage: 'Move rule {n} down',
  }),
  remove: defineMessage<{ readonly n: number }>({
    id: 'adminRedirects.remove',
    defaultMessage: 'Remove rule {n}',
  }),
  saved: defineMessage<{ readonly version: number }>({
    id: 'adminRedirects.saved',
    defaultMessage: 'Saved as version {version}. Every host server applies it within a few seconds.',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'adminRedirects.failed',
    defaultMessage: 'The rules were not saved: {reason}',
  }),
  version: defineMessage<{ readonly version: number }>({
    id: 'adminRedirects.version',
    defaultMessage: 'Version {version}',
  }),
  testStays: defineMessage<{ readonly path: string }>({
    id: 'adminRedirects.test.stays',
    defaultMessage: '{path}: no rule applies; the page shows itself.',
  }),
  testInternal: defineMessage<{ readonly path: string; readonly status: number; readonly to: string }>({
    id: 'adminRedirects.test.internal',
    defaultMessage: '{path} redirects ({status}) to {to}.',
  }),
  testExternal: defineMessage<{ readonly path: string; readonly status: number; readonly to: string }>({
    id: 'adminRedirects.test.external',
    defaultMessage: '{path} leaves the site ({status}) for {to}.',
  }),
};
