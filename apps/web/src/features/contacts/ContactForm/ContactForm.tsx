import { useLocale, type Locale } from '@lode/i18n';
import {
  Alert,
  Button,
  Field,
  TextField,
  useField,
  type FieldErrors,
  type ValidationMessages,
} from '@lode/ui';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { poolClient } from '../../../lib/pool/client';
import { toApiError, type ApiError } from '../../../lib/pool/apiError';
import {
  contactFieldNames,
  contactLimits,
  contactProblems,
  translateServerMessage,
  type ContactField,
} from './contactRules';
import * as styles from './ContactForm.css';

const messages = defineMessages({
  title: { id: 'contacts.form.title', defaultMessage: 'Write to us' },
  name: { id: 'contacts.form.name', defaultMessage: 'Your name' },
  email: { id: 'contacts.form.email', defaultMessage: 'E-mail for the answer' },
  subject: { id: 'contacts.form.subject', defaultMessage: 'Subject' },
  message: { id: 'contacts.form.message', defaultMessage: 'Message' },
  messageHint: {
    id: 'contacts.form.messageHint',
    defaultMessage: 'For a payout, add the transaction id; for a worker, its name.',
  },
  send: { id: 'contacts.form.send', defaultMessage: 'Send message' },
  sending: { id: 'contacts.form.sending', defaultMessage: 'Sending…' },
  sentTitle: { id: 'contacts.form.sent.title', defaultMessage: 'Message sent' },
  sent: {
    id: 'contacts.form.sent.body',
    defaultMessage: 'Thank you. We answer by e-mail, usually within a day.',
  },
  failedTitle: { id: 'contacts.form.failed.title', defaultMessage: 'Your message was not sent' },
  invalid: {
    id: 'contacts.form.failed.invalid',
    defaultMessage: 'The server found problems in the fields marked below. Correct them and send again.',
  },
  failed: {
    id: 'contacts.form.failed.body',
    defaultMessage:
      'Something went wrong on our side or the connection dropped. Everything you wrote is still here: send it again in a moment, or e-mail us.',
  },
  required: { id: 'contacts.error.required', defaultMessage: 'This field is required' },
  invalidEmail: { id: 'contacts.error.email', defaultMessage: 'Please enter a valid email' },
});

const valued = {
  maxLength: defineMessage<{ readonly max: string }>({
    id: 'contacts.error.maxLength',
    defaultMessage: 'You must enter a maximum of {max} characters',
  }),
  rateLimited: defineMessage<{ readonly seconds: number }>({
    id: 'contacts.form.failed.rateLimited',
    defaultMessage:
      'You have sent several messages in a short time. Everything you wrote is still here: send it again in {seconds, plural, one {# second} other {# seconds}}.',
  }),
  counter: defineMessage<{ readonly count: number; readonly max: number }>({
    id: 'contacts.form.counter',
    defaultMessage: '{count, number} of {max, number} characters',
  }),
};

type Values = Record<ContactField, string>;
const empty: Values = { name: '', email: '', subject: '', message: '' };

/** What came back from a send that failed: the server's refusal, or none at all. */
type SendError = ApiError & { retryAfter?: number };

/** Where a send is: the result shows beside the form, and the form keeps its values until one succeeds. */
type SendState = { status: 'idle' | 'pending' | 'success' } | { status: 'failed'; error: SendError };

/** Sends a message with the typed client (`POST /contact`); a refusal becomes the API's error, with Retry-After. */
async function sendMessage(body: Values, locale: Locale): Promise<void> {
  const api = await poolClient();
  const { data, error, response } = await api.POST('/contact', {
    body: {
      name: body.name.trim(),
      email: body.email.trim(),
      subject: body.subject.trim(),
      message: body.message.trim(),
      locale,
    },
  });
  if (data) return;
  const failure: SendError = toApiError(response.status, error);
  const retry = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(retry) && retry > 0) failure.retryAfter = retry;
  throw failure;
}

/** The contact form: checked here with the spec's default messages, sent to `POST /contact`, kept on failure. */
export function ContactForm() {
  const intl = useIntl();
  const locale = useLocale();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [checked, setChecked] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The spec's default messages in the page's language; `{0}` stays for the rule to fill in the limit.
  const validationMessages = useMemo<ValidationMessages>(
    () => ({
      required: intl.formatMessage(messages.required),
      email: intl.formatMessage(messages.invalidEmail),
      maxLength: intl.formatMessage(valued.maxLength, { max: '{0}' }),
      numeric: '',
      integer: '',
      minLength: '',
      pattern: '',
    }),
    [intl],
  );

  const [send, setSend] = useState<SendState>({ status: 'idle' });

  const deliver = async (body: Values) => {
    setSend({ status: 'pending' });
    try {
      await sendMessage(body, locale);
      setValues(empty);
      setErrors({});
      setChecked(false);
      setSend({ status: 'success' });
    } catch (caught) {
      // No answer at all (offline, refused connection) is a failure without a code: the generic message.
      const failure = (caught instanceof Error ? caught : new Error(String(caught))) as SendError;
      const fields = failure.fields ?? {};
      const fromServer: FieldErrors<ContactField> = {};
      for (const name of contactFieldNames) {
        const text = fields[name];
        if (text) fromServer[name] = translateServerMessage(text, validationMessages);
      }
      setErrors(fromServer);
      setSend({ status: 'failed', error: failure });
    }
    resultRef.current?.focus();
  };

  const change = (name: ContactField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first attempt the messages follow the typing, so each clears as soon as its field is fixed.
    if (checked) setErrors(contactProblems(next, validationMessages));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const found = contactProblems(values, validationMessages);
    setErrors(found);
    const first = contactFieldNames.find((name) => found[name] !== undefined);
    if (first) {
      const refs = { name: nameRef, email: emailRef, subject: subjectRef, message: messageRef };
      refs[first].current?.focus();
      return;
    }
    void deliver(values);
  };

  const failure = send.status === 'failed' ? send.error : null;
  const pending = send.status === 'pending';
  const textProps = (name: Exclude<ContactField, 'message'>) => ({
    name,
    label: intl.formatMessage(messages[name]),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    required: true,
    fullWidth: true,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      aria-busy={pending || undefined}
    >
      <h2 id="contact-form-title" className={styles.sectionTitle}>
        <FormattedMessage {...messages.title} />
      </h2>
      <div ref={resultRef} tabIndex={-1}>
        {send.status === 'success' && (
          <Alert tone="success" live="polite" title={intl.formatMessage(messages.sentTitle)}>
            <FormattedMessage {...messages.sent} />
          </Alert>
        )}
        {failure && (
          <Alert tone="error" live="assertive" title={intl.formatMessage(messages.failedTitle)}>
            {failure.code === 'validation_failed' ? (
              <FormattedMessage {...messages.invalid} />
            ) : failure.code === 'rate_limited' ? (
              <FormattedMessage {...valued.rateLimited} values={{ seconds: failure.retryAfter ?? 60 }} />
            ) : (
              <FormattedMessage {...messages.failed} />
            )}
          </Alert>
        )}
      </div>
      <TextField ref={nameRef} type="text" autoComplete="name" {...textProps('name')} />
      <TextField ref={emailRef} type="email" autoComplete="email" {...textProps('email')} />
      <TextField ref={subjectRef} type="text" autoComplete="off" {...textProps('subject')} />
      <MessageField
        ref={messageRef}
        label={intl.formatMessage(messages.message)}
        hint={`${intl.formatMessage(messages.messageHint)} ${intl.formatMessage(valued.counter, {
          count: [...values.message].length,
          max: contactLimits.message,
        })}`}
        value={values.message}
        error={errors.message}
        onChange={(value) => change('message', value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {intl.formatMessage(pending ? messages.sending : messages.send)}
        </Button>
      </div>
    </form>
  );
}

/** The message's multi-line field, wired to its label, hint and error like the ui text fields. */
function MessageField({
  ref,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  /** The textarea, to focus it. */ ref: Ref<HTMLTextAreaElement>;
  /** Visible label. */ label: string;
  /** Help under the field. */ hint: string;
  /** The text. */ value: string;
  /** The field's problem. */ error: string | undefined;
  /** Called with the new text. */ onChange: (value: string) => void;
}) {
  const { ids, controlProps } = useField({ hint, error, required: true });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required fullWidth>
      <textarea
        ref={ref}
        {...controlProps}
        name="message"
        className={styles.textarea}
        value={value}
        rows={6}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
