import { defineMessages } from 'react-intl';
import type { ApiDocType } from './apiDocTypes';

/** The names of the API parts (the OpenAPI tags). */
export const apiTypeMessages = defineMessages({
  public: {
    id: 'apiDocs.type.public',
    defaultMessage: 'Public API',
    description: 'Pool figures, blocks, top miners, calculator, news: no sign-in',
  },
  account: {
    id: 'apiDocs.type.account',
    defaultMessage: 'Account API',
    description: 'Signed-in account API',
  },
  settings: {
    id: 'apiDocs.type.settings',
    defaultMessage: 'Settings API',
    description: 'Wallets, notifications and personal API keys',
  },
  admin: {
    id: 'apiDocs.type.admin',
    defaultMessage: 'Console API',
    description:
      'The operator console: news, maintenance, redirects, accounts, inbox, mail, audit log (staff only)',
  },
}) satisfies Record<ApiDocType, unknown>;
