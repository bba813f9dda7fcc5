import { defineMessages } from 'react-intl';

// The words of the per-rule channel switches.

/** Plain messages of the switches. */
export const messages = defineMessages({
  sendBy: { id: 'settings.channels.sendBy', defaultMessage: 'Send by' },
  email: { id: 'settings.channels.email', defaultMessage: 'E-mail' },
  telegram: { id: 'settings.channels.telegram', defaultMessage: 'Telegram' },
  webhook: { id: 'settings.channels.webhook', defaultMessage: 'Webhook' },
  emailOff: {
    id: 'settings.channels.emailOff',
    defaultMessage: 'E-mail is turned off for every alert above.',
  },
  noTelegram: { id: 'settings.channels.noTelegram', defaultMessage: 'No Telegram chat is linked yet.' },
  linkTelegram: { id: 'settings.channels.linkTelegram', defaultMessage: 'Link one' },
  noWebhook: { id: 'settings.channels.noWebhook', defaultMessage: 'No webhook endpoint is turned on.' },
  addWebhook: { id: 'settings.channels.addWebhook', defaultMessage: 'Add one' },
});
