import { useTelegram } from '../../../lib/cabinet/telegramQueries';
import { useWebhooks } from '../../../lib/cabinet/webhookQueries';
import { useOptionalSubAccount } from '../../../lib/pool';
import type { ChannelDestinations } from './ChannelSwitches';

/**
 * Where the account can receive alerts of the current sub-account: a linked Telegram chat (when the pool runs a
 * bot), an endpoint turned on that covers it. Undefined until the Telegram answer is in (it decides whether there is
 * a Telegram switch at all, so the form waits for it rather than move); a Telegram answer that failed counts as no
 * bot. Until the webhooks' answer is in, the webhook counts as set up, so no hint shows and then goes.
 */
export function useChannelDestinations(): ChannelDestinations | undefined {
  const telegram = useTelegram();
  const webhooks = useWebhooks();
  const subaccount = useOptionalSubAccount();
  const chats = telegram.data;
  const endpoints = webhooks.data?.endpoints;
  if (chats === undefined && !telegram.isError) return undefined;
  return {
    telegram:
      chats === undefined || !chats.available
        ? 'unavailable'
        : chats.links.some((l) => l.status === 'active')
          ? 'linked'
          : 'none',
    webhook:
      endpoints === undefined ||
      endpoints.some(
        (e) =>
          e.enabled &&
          (e.subaccounts === null || subaccount === undefined || e.subaccounts.includes(subaccount)),
      ),
  };
}
