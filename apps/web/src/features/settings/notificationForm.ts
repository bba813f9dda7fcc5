import type { PoolSchema } from '@lode/pool-api/client';
import { validation } from '@lode/ui';

// The notification settings form: numbers are kept as typed (text) so a wrong entry stays on screen with its message;
// the limits are the API's (NotificationSettings in apps/pool-api/src/http/schemas.ts).

/** The settings as the form sends them (a rule without `channels` keeps its saved channels). */
export type NotificationSettings = PoolSchema<'NotificationSettingsUpdate'>;

/** The alert rules, each with its own channels. */
export type NotificationRule = 'workerOffline' | 'hashrateDrop' | 'rejectRate' | 'payoutSent';

/** The rules in the order the form shows them. */
export const notificationRules: readonly NotificationRule[] = [
  'workerOffline',
  'hashrateDrop',
  'rejectRate',
  'payoutSent',
];

/** Which channels one rule's alerts go out by. */
export type RuleChannels = PoolSchema<'RuleChannels'>;

/** The channels of a rule whose settings were stored before channels existed (the API's default too). */
export const defaultChannels: RuleChannels = { email: true, telegram: true, webhook: true };

/** The form's number fields. */
export type NotificationNumberField = 'afterMinutes' | 'belowPercent' | 'abovePercent' | 'repeatMinutes';

/** The form's values: switches as booleans, numbers as the text in their fields. */
export interface NotificationForm {
  /** Send by e-mail. */
  email: boolean;
  /** Alert when a worker goes offline. */
  workerOffline: boolean;
  /** Alert when the hashrate drops. */
  hashrateDrop: boolean;
  /** Alert when the reject rate rises. */
  rejectRate: boolean;
  /** Tell when a payout is sent. */
  payoutSent: boolean;
  /** The text of each number field. */
  numbers: Record<NotificationNumberField, string>;
  /** The channels of each rule. */
  channels: Record<NotificationRule, RuleChannels>;
}

/** A number field's limits and whether it takes decimals. */
export const notificationLimits: Record<
  NotificationNumberField,
  { min: number; max: number; integer: boolean }
> = {
  afterMinutes: { min: 5, max: 1440, integer: true },
  belowPercent: { min: 1, max: 99, integer: true },
  abovePercent: { min: 0.1, max: 50, integer: false },
  repeatMinutes: { min: 15, max: 1440, integer: true },
};

/** What is wrong with a number field. */
export type NotificationProblem = 'required' | 'numeric' | 'integer' | 'range';

/** The form filled from the API's settings. */
export function notificationFormOf(settings: NotificationSettings): NotificationForm {
  return {
    email: settings.email,
    workerOffline: settings.workerOffline.enabled,
    hashrateDrop: settings.hashrateDrop.enabled,
    rejectRate: settings.rejectRate.enabled,
    payoutSent: settings.payoutSent.enabled,
    numbers: {
      afterMinutes: String(settings.workerOffline.afterMinutes),
      belowPercent: String(settings.hashrateDrop.belowPercent),
      abovePercent: String(settings.rejectRate.abovePercent),
      repeatMinutes: String(settings.repeatMinutes),
    },
    channels: {
      workerOffline: { ...(settings.workerOffline.channels ?? defaultChannels) },
      hashrateDrop: { ...(settings.hashrateDrop.channels ?? defaultChannels) },
      rejectRate: { ...(settings.rejectRate.channels ?? defaultChannels) },
      payoutSent: { ...(settings.payoutSent.channels ?? defaultChannels) },
    },
  };
}

/** Why a number field's text is not accepted, or `null`. Limits apply whether or not its alert is on (as in the API). */
export function notificationProblem(
  field: NotificationNumberField,
  text: string,
): NotificationProblem | null {
  if (text.trim() === '') return 'required';
  const value = validation.parseDecimal(text);
  if (value === null) return 'numeric';
  const limits = notificationLimits[field];
  if (limits.integer && !Number.isInteger(value)) return 'integer';
  return value < limits.min || value > limits.max ? 'range' : null;
}

/** Every field's problem, or the settings to send when there is none. */
export function readNotificationForm(
  form: NotificationForm,
):
  | { problems: Partial<Record<NotificationNumberField, NotificationProblem>> }
  | { settings: NotificationSettings } {
  const problems: Partial<Record<NotificationNumberField, NotificationProblem>> = {};
  for (const field of Object.keys(notificationLimits) as NotificationNumberField[]) {
    const problem = notificationProblem(field, form.numbers[field]);
    if (problem) problems[field] = problem;
  }
  if (Object.keys(problems).length > 0) return { problems };
  const number = (field: NotificationNumberField) => validation.parseDecimal(form.numbers[field]) ?? 0;
  return {
    settings: {
      email: form.email,
      workerOffline: {
        enabled: form.workerOffline,
        afterMinutes: number('afterMinutes'),
        channels: form.channels.workerOffline,
      },
      hashrateDrop: {
        enabled: form.hashrateDrop,
        belowPercent: number('belowPercent'),
        channels: form.channels.hashrateDrop,
      },
      rejectRate: {
        enabled: form.rejectRate,
        abovePercent: number('abovePercent'),
        channels: form.channels.rejectRate,
      },
      payoutSent: { enabled: form.payoutSent, channels: form.channels.payoutSent },
      repeatMinutes: number('repeatMinutes'),
    },
  };
}

const apiFields: Record<string, NotificationNumberField> = {
  'workerOffline.afterMinutes': 'afterMinutes',
  'hashrateDrop.belowPercent': 'belowPercent',
  'rejectRate.abovePercent': 'abovePercent',
  repeatMinutes: 'repeatMinutes',
};

/** The form field an API `validation_failed` field name (`workerOffline.afterMinutes`) belongs to, if any. */
export function notificationFieldOf(apiField: string): NotificationNumberField | undefined {
  return apiFields[apiField];
}
