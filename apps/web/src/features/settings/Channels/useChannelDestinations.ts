import { useWebhooks } from '../../../lib/cabinet/webhookQueries';
import { useOptionalSubAccount } from '../../../lib/pool';
import type { ChannelDestinations } from './ChannelSwitches';

/**
 * Where the account can receive alerts of the current sub-account: an endpoint turned on that covers it. Until the
 * answer is in, each channel counts as set up, so no hint shows and then goes.
 */
export function useChannelDestinations(): ChannelDestinations {
  const webhooks = useWebhooks();
  const subaccount = useOptionalSubAccount();
  const endpoints = webhooks.data?.endpoints;
  return {
    telegram: 'unavailable',
    webhook:
      endpoints === undefined ||
      endpoints.some(
        (e) =>
          e.enabled &&
          (e.subaccounts === null || subaccount === undefined || e.subaccounts.includes(subaccount)),
      ),
  };
}
