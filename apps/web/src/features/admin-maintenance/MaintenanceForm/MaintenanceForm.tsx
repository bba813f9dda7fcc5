import { localeName } from '@lode/i18n';
import { Alert, Button, Card, RadioGroup } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { DateTimeField, isoToLocalInput, localInputToIso, TextAreaField } from '../../../lib/console';
import { ApiError } from '../../../lib/pool';
import {
  maintenanceChange,
  maintenanceLanguages,
  modeOf,
  type MaintenanceChange,
  type MaintenanceMode,
  type MaintenanceState,
} from '../maintenance';
import * as styles from './MaintenanceForm.css';

const messages = defineMessages({
  current: { id: 'adminMaintenance.current', defaultMessage: 'Now' },
  off: { id: 'adminMaintenance.state.off', defaultMessage: 'Maintenance is off.' },
  mode: { id: 'adminMaintenance.mode', defaultMessage: 'Maintenance' },
  modeOff: { id: 'adminMaintenance.mode.off', defaultMessage: 'Off' },
  modeNow: { id: 'adminMaintenance.mode.now', defaultMessage: 'On now' },
  modeWindow: { id: 'adminMaintenance.mode.window', defaultMessage: 'A scheduled window' },
  modeWindowHint: {
    id: 'adminMaintenance.mode.window.hint',
    defaultMessage: 'Signed-in users see a banner before it starts.',
  },
  startsAt: { id: 'adminMaintenance.startsAt', defaultMessage: 'Starts' },
  endsAt: { id: 'adminMaintenance.endsAt', defaultMessage: 'Ends' },
  endsAtHint: {
    id: 'adminMaintenance.endsAt.hint',
    defaultMessage: 'Your local time. Leave empty for no set end.',
  },
  messageHint: {
    id: 'adminMaintenance.message.hint',
    defaultMessage: 'Left empty, this language shows the English message.',
  },
  save: { id: 'adminMaintenance.save', defaultMessage: 'Save' },
  saved: { id: 'adminMaintenance.saved', defaultMessage: 'Saved.' },
  fixFields: { id: 'adminMaintenance.fixFields', defaultMessage: 'Some fields need a change.' },
});

const scheduledMessage = defineMessage<{ readonly start: string; readonly end: string }>({
  id: 'adminMaintenance.state.scheduled',
  defaultMessage: 'Maintenance is scheduled from {start}{end, select, none {} other { until {end}}}.',
});

const onMessage = defineMessage<{ readonly end: string }>({
  id: 'adminMaintenance.state.on',
  defaultMessage:
    'Maintenance is on{end, select, none {} other { until {end}}}: visitors see the maintenance page.',
});

const updatedMessage = defineMessage<{ readonly at: string; readonly by: string }>({
  id: 'adminMaintenance.updated',
  defaultMessage: 'Last changed {at} by {by}.',
});

const messageMessage = defineMessage<{ readonly language: string }>({
  id: 'adminMaintenance.message',
  defaultMessage: 'Message ({language})',
});

const failedMessage = defineMessage<{ readonly reason: string }>({
  id: 'adminMaintenance.failed',
  defaultMessage: 'The change was not saved: {reason}',
});

/** Props of {@link MaintenanceForm}. */
export interface MaintenanceFormProps {
  /** The state as the API holds it. */
  state: MaintenanceState;
  /** Sends the change; resolves with the new state or rejects with the API's error. */
  onSave: (change: MaintenanceChange) => Promise<unknown>;
}

/**
 * The maintenance state and its form: off, on now, or a window with a start and an end, and the message in each
 * language. What was typed stays on a failure, with the API's field errors next to their fields.
 */
export function MaintenanceForm({ state, onSave }: MaintenanceFormProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<MaintenanceMode>(() => modeOf(state));
  const [startsAt, setStartsAt] = useState(() => isoToLocalInput(state.startsAt));
  const [endsAt, setEndsAt] = useState(() => isoToLocalInput(state.endsAt));
  const [message, setMessage] = useState(() => state.message);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const when = (iso: string | null | undefined) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : 'none';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    setFields({});
    try {
      await onSave(maintenanceChange(mode, startsAt, endsAt, message, localInputToIso));
      setOutcome({ tone: 'success', text: intl.formatMessage(messages.saved) });
    } catch (error) {
      const found = error instanceof ApiError ? error.fields : {};
      setFields(found);
      setOutcome({
        tone: 'error',
        text:
          Object.keys(found).length > 0
            ? intl.formatMessage(messages.fixFields)
            : intl.formatMessage(failedMessage, { reason: (error as Error).message }),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.stack}>
      <Card as="section" title={intl.formatMessage(messages.current)} data-testid="maintenance-state">
        <p className={styles.state}>
          {state.state === 'off'
            ? intl.formatMessage(messages.off)
            : state.state === 'scheduled'
              ? intl.formatMessage(scheduledMessage, { start: when(state.startsAt), end: when(state.endsAt) })
              : intl.formatMessage(onMessage, { end: when(state.endsAt) })}
        </p>
        {state.updatedAt && (
          <p className={styles.muted}>
            {intl.formatMessage(updatedMessage, { at: when(state.updatedAt), by: state.updatedBy ?? '—' })}
          </p>
        )}
      </Card>
      <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={intl.formatMessage(messages.mode)}
          value={mode}
          onValueChange={(value) => setMode(value as MaintenanceMode)}
          error={fields.mode}
          options={[
            { value: 'off', label: intl.formatMessage(messages.modeOff) },
            { value: 'now', label: intl.formatMessage(messages.modeNow) },
            {
              value: 'window',
              label: intl.formatMessage(messages.modeWindow),
              hint: intl.formatMessage(messages.modeWindowHint),
            },
          ]}
        />
        {mode !== 'off' && (
          <div className={styles.row}>
            {mode === 'window' && (
              <DateTimeField
                label={intl.formatMessage(messages.startsAt)}
                value={startsAt}
                onChange={setStartsAt}
                error={fields.startsAt}
                required
              />
            )}
            <DateTimeField
              label={intl.formatMessage(messages.endsAt)}
              hint={intl.formatMessage(messages.endsAtHint)}
              value={endsAt}
              onChange={setEndsAt}
              error={fields.endsAt}
            />
          </div>
        )}
        {maintenanceLanguages.map((language) => (
          <TextAreaField
            key={language}
            label={intl.formatMessage(messageMessage, { language: localeName(language) })}
            {...(language === 'en' ? {} : { hint: intl.formatMessage(messages.messageHint) })}
            required={language === 'en' && mode !== 'off'}
            value={message[language]}
            onChange={(value) => setMessage((m) => ({ ...m, [language]: value }))}
            error={fields[`message.${language}`]}
            lang={language === 'cn' ? 'zh-CN' : language}
            rows={3}
          />
        ))}
        {outcome && (
          <Alert tone={outcome.tone} live="polite" data-testid="maintenance-outcome">
            {outcome.text}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={pending}>
            <FormattedMessage {...messages.save} />
          </Button>
        </div>
      </form>
    </div>
  );
}
