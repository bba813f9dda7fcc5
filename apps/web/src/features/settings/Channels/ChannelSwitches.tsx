import { Switch } from '@lode/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as pageStyles from '../../../lib/cabinet/settingsPages.css';
import { telegramSectionId } from '../Telegram/TelegramView';
import { webhooksSectionId } from '../Webhooks/WebhooksView';
import { messages } from './channelMessages';
import * as styles from './Channels.css';

/** Which channels one alert goes out by. */
export interface RuleChannels {
  email: boolean;
  telegram: boolean;
  webhook: boolean;
}

/** Where the account can receive alerts besides e-mail. */
export interface ChannelDestinations {
  /** `linked`: a chat is linked; `none`: none is; `unavailable`: the pool runs no Telegram bot (no switch). */
  telegram: 'linked' | 'none' | 'unavailable';
  /** Whether an endpoint is turned on. */
  webhook: boolean;
}

/** Props of {@link ChannelSwitches}. */
export interface ChannelSwitchesProps {
  /** The rule's channels. */
  value: RuleChannels;
  /** Called with the rule's channels after a switch changed. */
  onChange: (next: RuleChannels) => void;
  /** Where the account can receive alerts. */
  destinations: ChannelDestinations;
  /** Whether e-mail is on for all alerts (the form's master switch). */
  emailOn: boolean;
}

/**
 * The channels of one alert rule as three switches (E-mail, Telegram, Webhook). A channel with nowhere to go says so
 * under its switch, with a link to the section that sets one up; the switch still keeps the choice for later.
 */
export function ChannelSwitches({ value, onChange, destinations, emailOn }: ChannelSwitchesProps) {
  const intl = useIntl();
  const set = (channel: keyof RuleChannels) => (checked: boolean) =>
    onChange({ ...value, [channel]: checked });
  const missing = (text: ReactNode, section: string, action: ReactNode) => (
    <>
      {text} <a href={`#${section}`}>{action}</a>
    </>
  );
  return (
    <fieldset className={styles.channels}>
      <legend className={pageStyles.label}>
        <FormattedMessage {...messages.sendBy} />
      </legend>
      <Switch
        label={intl.formatMessage(messages.email)}
        checked={value.email}
        onCheckedChange={set('email')}
        {...(emailOn ? {} : { hint: intl.formatMessage(messages.emailOff) })}
      />
      {destinations.telegram !== 'unavailable' && (
        <Switch
          label={intl.formatMessage(messages.telegram)}
          checked={value.telegram}
          onCheckedChange={set('telegram')}
          {...(destinations.telegram === 'none'
            ? {
                hint: missing(
                  intl.formatMessage(messages.noTelegram),
                  telegramSectionId,
                  intl.formatMessage(messages.linkTelegram),
                ),
              }
            : {})}
        />
      )}
      <Switch
        label={intl.formatMessage(messages.webhook)}
        checked={value.webhook}
        onCheckedChange={set('webhook')}
        {...(destinations.webhook
          ? {}
          : {
              hint: missing(
                intl.formatMessage(messages.noWebhook),
                webhooksSectionId,
                intl.formatMessage(messages.addWebhook),
              ),
            })}
      />
    </fieldset>
  );
}
