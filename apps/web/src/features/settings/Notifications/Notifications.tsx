import { localeName, useLocale } from '@lode/i18n';
import { Alert, Button, Card, NumberField, Skeleton, Switch } from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../lib/pool';
import { ChannelSwitches, useChannelDestinations, type ChannelDestinations } from '../Channels';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { useNotificationSettings, useSaveNotificationSettings } from '../../../lib/cabinet/settingsQueries';
import {
  notificationFieldOf,
  notificationFormOf,
  notificationLimits,
  notificationProblem,
  readNotificationForm,
  type NotificationForm,
  type NotificationNumberField,
  type NotificationProblem,
  type NotificationRule,
  type NotificationSettings,
  type RuleChannels,
} from '../notificationForm';

const messages = defineMessages({
  notifications: { id: 'settings.notifications', defaultMessage: 'Notifications' },
  notificationsDescription: {
    id: 'settings.notifications.description',
    defaultMessage: 'What the pool tells you about, and how often it may repeat an alert.',
  },
  email: { id: 'settings.notifications.email', defaultMessage: 'Send notifications by e-mail' },
  workerOffline: { id: 'settings.notifications.workerOffline', defaultMessage: 'A worker goes offline' },
  afterMinutes: { id: 'settings.notifications.afterMinutes', defaultMessage: 'Offline for at least' },
  hashrateDrop: { id: 'settings.notifications.hashrateDrop', defaultMessage: 'The hashrate drops' },
  belowPercent: {
    id: 'settings.notifications.belowPercent',
    defaultMessage: 'Below this share of the 24 h average',
  },
  rejectRate: { id: 'settings.notifications.rejectRate', defaultMessage: 'The reject rate rises' },
  abovePercent: { id: 'settings.notifications.abovePercent', defaultMessage: 'Above' },
  payoutSent: { id: 'settings.notifications.payoutSent', defaultMessage: 'A payout is sent' },
  notify: { id: 'settings.notifications.notify', defaultMessage: 'Notify me' },
  repeatMinutes: {
    id: 'settings.notifications.repeatMinutes',
    defaultMessage: 'Repeat an alert at most every',
  },
  repeatHint: {
    id: 'settings.notifications.repeat.hint',
    defaultMessage: 'So a worker that keeps dropping out and coming back cannot flood your inbox.',
  },
  minutes: { id: 'settings.unit.minutes', defaultMessage: 'min' },
  save: { id: 'settings.notifications.save', defaultMessage: 'Save notifications' },
  saved: { id: 'settings.notifications.saved', defaultMessage: 'Notification settings saved.' },
  retry: { id: 'settings.retry', defaultMessage: 'Retry' },
  required: { id: 'settings.error.required', defaultMessage: 'This field is required' },
  numeric: { id: 'settings.error.numeric', defaultMessage: 'This field can only contain numbers' },
  integer: { id: 'settings.error.integer', defaultMessage: 'This field can only contain integer values' },
  fix: { id: 'settings.error.fix', defaultMessage: 'Nothing was saved: correct the marked fields.' },
});

const valued = {
  mailLanguage: defineMessage<{ readonly language: string }>({
    id: 'settings.mailLanguage',
    defaultMessage:
      'E-mails from the pool (alerts, payout address changes) are written in the language of this page when you save: {language}.',
  }),
  range: defineMessage<{ readonly min: string; readonly max: string }>({
    id: 'settings.error.range',
    defaultMessage: 'Enter a value from {min} to {max}',
  }),
  saveFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.error.save',
    defaultMessage: 'Not saved: {reason}. Your changes are still in the form; try again.',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.error.load',
    defaultMessage: 'The notification settings could not be loaded: {reason}',
  }),
};

/** The settings section of notifications: what the pool tells the user about, and how often. */
export function Notifications() {
  const intl = useIntl();
  const settings = useNotificationSettings();
  const destinations = useChannelDestinations();
  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.notifications)}
      description={intl.formatMessage(messages.notificationsDescription)}
    >
      {settings.isPending || (destinations === undefined && !settings.isError) ? (
        <Skeleton height={520} />
      ) : settings.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" onClick={() => void settings.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...valued.loadFailed} values={{ reason: settings.error.message }} />
        </Alert>
      ) : (
        // Filled once from the API: a background refresh never overwrites what is being typed.
        <NotificationsForm initial={settings.data} destinations={destinations ?? noDestinations} />
      )}
    </Card>
  );
}

type Problems = Partial<Record<NotificationNumberField, NotificationProblem>>;

/** Where alerts can go when that is not known: e-mail only, no hints. */
const noDestinations: ChannelDestinations = { telegram: 'unavailable', webhook: true };

function NotificationsForm({
  initial,
  destinations,
}: {
  initial: NotificationSettings;
  destinations: ChannelDestinations;
}) {
  const intl = useIntl();
  const save = useSaveNotificationSettings();
  const locale = useLocale();
  const [form, setForm] = useState<NotificationForm>(() => notificationFormOf(initial));
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fieldRefs = useRef<Partial<Record<NotificationNumberField, HTMLInputElement | null>>>({});

  const problemText = (field: NotificationNumberField, problem: NotificationProblem | undefined) => {
    if (!problem) return undefined;
    if (problem !== 'range') return intl.formatMessage(messages[problem]);
    const { min, max } = notificationLimits[field];
    return intl.formatMessage(valued.range, { min: intl.formatNumber(min), max: intl.formatNumber(max) });
  };

  const setSwitch = (name: 'email' | NotificationRule) => (checked: boolean) =>
    setForm((current) => ({ ...current, [name]: checked }));
  const channels = (rule: NotificationRule) => (
    <ChannelSwitches
      value={form.channels[rule]}
      onChange={(next: RuleChannels) =>
        setForm((current) => ({ ...current, channels: { ...current.channels, [rule]: next } }))
      }
      destinations={destinations}
      emailOn={form.email}
    />
  );
  const setNumber = (field: NotificationNumberField) => (text: string) => {
    setForm((current) => ({ ...current, numbers: { ...current.numbers, [field]: text } }));
    // A corrected field loses its message as soon as it is right.
    if (problems[field] && !notificationProblem(field, text))
      setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = (Object.keys(notificationLimits) as NotificationNumberField[]).find((f) => found[f]);
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const read = readNotificationForm(form);
    if ('problems' in read) {
      showProblems(read.problems);
      setOutcome({ tone: 'error', text: intl.formatMessage(messages.fix) });
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync({ ...read.settings, locale });
      setOutcome({ tone: 'success', text: intl.formatMessage(messages.saved) });
    } catch (error) {
      if (error instanceof ApiError) {
        const found: Problems = {};
        for (const apiField of Object.keys(error.fields)) {
          const field = notificationFieldOf(apiField);
          if (field) found[field] = 'range';
        }
        if (Object.keys(found).length > 0) showProblems(found);
      }
      setOutcome({
        tone: 'error',
        text: intl.formatMessage(valued.saveFailed, { reason: (error as Error).message }),
      });
    }
  };

  const number = (field: NotificationNumberField, label: string, unit: string, hint?: string) => (
    <NumberField
      ref={(element) => {
        fieldRefs.current[field] = element;
      }}
      label={label}
      {...(hint ? { hint } : {})}
      value={form.numbers[field]}
      onValueChange={setNumber(field)}
      unit={unit}
      min={notificationLimits[field].min}
      max={notificationLimits[field].max}
      allowDecimals={!notificationLimits[field].integer}
      error={problemText(field, problems[field])}
      data-field={field}
    />
  );
  const minutes = intl.formatMessage(messages.minutes);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Switch
        label={intl.formatMessage(messages.email)}
        checked={form.email}
        onCheckedChange={setSwitch('email')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.workerOffline} />
        </legend>
        <Switch
          label={intl.formatMessage(messages.notify)}
          checked={form.workerOffline}
          onCheckedChange={setSwitch('workerOffline')}
        />
        {number('afterMinutes', intl.formatMessage(messages.afterMinutes), minutes)}
        {channels('workerOffline')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.hashrateDrop} />
        </legend>
        <Switch
          label={intl.formatMessage(messages.notify)}
          checked={form.hashrateDrop}
          onCheckedChange={setSwitch('hashrateDrop')}
        />
        {number('belowPercent', intl.formatMessage(messages.belowPercent), '%')}
        {channels('hashrateDrop')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.rejectRate} />
        </legend>
        <Switch
          label={intl.formatMessage(messages.notify)}
          checked={form.rejectRate}
          onCheckedChange={setSwitch('rejectRate')}
        />
        {number('abovePercent', intl.formatMessage(messages.abovePercent), '%')}
        {channels('rejectRate')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage {...messages.payoutSent} />
        </legend>
        <Switch
          label={intl.formatMessage(messages.notify)}
          checked={form.payoutSent}
          onCheckedChange={setSwitch('payoutSent')}
        />
        {channels('payoutSent')}
      </fieldset>
      {number(
        'repeatMinutes',
        intl.formatMessage(messages.repeatMinutes),
        minutes,
        intl.formatMessage(messages.repeatHint),
      )}
      <p className={styles.status}>
        <FormattedMessage {...valued.mailLanguage} values={{ language: localeName(locale) }} />
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage {...messages.save} />
        </Button>
      </div>
      <div role="status" data-testid="notifications-outcome">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </form>
  );
}
