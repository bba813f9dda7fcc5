import { defineMessage, defineMessages } from 'react-intl';

// The words of the Telegram section.

/** Plain messages of the section. */
export const messages = defineMessages({
  title: { id: 'settings.telegram', defaultMessage: 'Telegram' },
  retry: { id: 'settings.telegram.retry', defaultMessage: 'Retry' },
  empty: {
    id: 'settings.telegram.empty',
    defaultMessage: 'No chat is linked yet. Link one to get alerts on your phone.',
  },
  chats: { id: 'settings.telegram.chats', defaultMessage: 'Linked chats' },
  link: { id: 'settings.telegram.link', defaultMessage: 'Link Telegram' },
  linkAnother: { id: 'settings.telegram.linkAnother', defaultMessage: 'Link another chat' },
  open: { id: 'settings.telegram.open', defaultMessage: 'Open Telegram' },
  copy: { id: 'settings.telegram.copy', defaultMessage: 'Copy link' },
  copied: { id: 'settings.telegram.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'settings.telegram.copyFailed',
    defaultMessage: 'Copy failed: select the link and copy it',
  },
  waiting: {
    id: 'settings.telegram.waiting',
    defaultMessage: 'Waiting for Telegram: press Start in the chat with the bot.',
  },
  expired: {
    id: 'settings.telegram.expired',
    defaultMessage: 'The link expired before it was used. Ask for a new one.',
  },
  unlink: { id: 'settings.telegram.unlink', defaultMessage: 'Unlink' },
  dismiss: { id: 'settings.telegram.dismiss', defaultMessage: 'Dismiss' },
});

/** Messages with values. */
export const valued = {
  description: defineMessage<{ readonly bot: string }>({
    id: 'settings.telegram.description',
    defaultMessage:
      'The pool’s bot {bot} sends your alerts to Telegram in the language of your notifications, and answers /status with your hashrate and workers.',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.telegram.error.load',
    defaultMessage: 'The Telegram settings could not be loaded: {reason}',
  }),
  linkFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.telegram.error.link',
    defaultMessage: 'No link was made: {reason}',
  }),
  unlinkFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.telegram.error.unlink',
    defaultMessage: 'Not unlinked: {reason}',
  }),
  instructions: defineMessage<{ readonly time: string }>({
    id: 'settings.telegram.instructions',
    defaultMessage:
      'Open the link in Telegram on the phone or computer where you want alerts and press Start. It works once, until {time}.',
  }),
  linked: defineMessage<{ readonly chat: string }>({
    id: 'settings.telegram.linked',
    defaultMessage: 'Linked: alerts now go to {chat} too.',
  }),
  linkedOn: defineMessage<{ readonly date: string }>({
    id: 'settings.telegram.linkedOn',
    defaultMessage: 'Linked {date}',
  }),
  blocked: defineMessage<{ readonly chat: string }>({
    id: 'settings.telegram.blocked',
    defaultMessage: 'The bot was blocked in Telegram by {chat}, so it was unlinked and gets no more alerts.',
  }),
  unlinkLabel: defineMessage<{ readonly chat: string }>({
    id: 'settings.telegram.unlink.label',
    defaultMessage: 'Unlink {chat}',
  }),
  dismissLabel: defineMessage<{ readonly chat: string }>({
    id: 'settings.telegram.dismiss.label',
    defaultMessage: 'Dismiss the notice about {chat}',
  }),
};
