import { defineMessage, defineMessages } from 'react-intl';

/** Texts the docs list and the API reference pages share. */
export const apiDocsMessages = defineMessages({
  copyBaseUrl: { id: 'apiDocs.copyBaseUrl', defaultMessage: 'Copy base URL' },
  copySample: { id: 'apiDocs.copySample', defaultMessage: 'Copy request' },
  copied: { id: 'apiDocs.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'apiDocs.copyFailed', defaultMessage: 'Copy failed' },
  baseUrl: { id: 'apiDocs.baseUrl', defaultMessage: 'Base URL' },
});

/** "7 operations", in the locale's plural forms. */
export const operationCountMessage = defineMessage<{ readonly count: number }>({
  id: 'apiDocs.operations',
  defaultMessage: '{count, plural, one {# operation} other {# operations}}',
});
