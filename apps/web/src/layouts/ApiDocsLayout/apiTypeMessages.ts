import { defineMessages } from 'react-intl';
import type { ApiDocType } from '../../routing/routeTable';

/** The names of the API parts. */
export const apiTypeMessages = defineMessages({
  pool: { id: 'apiDocs.type.pool', defaultMessage: 'Pool API', description: 'Public pool statistics API' },
  account: {
    id: 'apiDocs.type.account',
    defaultMessage: 'Account API',
    description: 'Signed-in account API',
  },
}) satisfies Record<ApiDocType, unknown>;
