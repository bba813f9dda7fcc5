import { useFormat, useLocale } from '@lode/i18n';
import { Button, Checkbox, CopyButton, Select, TextField } from '@lode/ui';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import type {
  WatcherExpiry,
  WatcherLinkCreate,
  WatcherLinkCreated,
  WatcherScope,
} from '../../../lib/cabinet/watcherQueries';
import { ApiError } from '../../../lib/pool';
import { useSecondFactor } from '../../../lib/session/SecondFactor';
import {
  defaultWatcherExpiry,
  isWatcherExpiry,
  watcherExpiries,
  watcherLabelMax,
  watcherLabelProblem,
  watcherLinkUrl,
  watcherScopes,
} from './watcherLink';
import { expiryLabel, messages, scopeHints, scopeLabel, scopesText, valued } from './watcherLinkMessages';
import * as own from './WatcherLinks.css';

/** Props of {@link CreateWatcherLink}. */
export interface CreateWatcherLinkProps {
  /** Creates the link; resolves with its secret and path, rejects with the API's refusal. */
  onCreate: (link: WatcherLinkCreate) => Promise<WatcherLinkCreated>;
  /** The site's origin the shared link starts with; the page's own by default. */
  origin?: string;
}

/**
 * The form that creates a watcher link (label, scopes, expiry) and, once the API answered, the full link with a
 * copy button: shown this once, gone when the page is left or the owner says it is copied.
 */
export function CreateWatcherLink({ onCreate, origin }: CreateWatcherLinkProps) {
  const intl = useIntl();
  const locale = useLocale();
  const format = useFormat();
  const [label, setLabel] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<WatcherScope>>(new Set());
  const [expiry, setExpiry] = useState<WatcherExpiry>(defaultWatcherExpiry);
  const [problems, setProblems] = useState<{ label?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<WatcherLinkCreated | null>(null);
  const labelField = useRef<HTMLInputElement>(null);
  const createdTitle = useRef<HTMLHeadingElement>(null);
  // Sharing a view needs a fresh second factor: the form is kept while the sign-in service confirms it.
  const secondFactor = useSecondFactor<WatcherLinkCreate>('watcher-link', (draft) => {
    setLabel(draft.label);
    setScopes(new Set(draft.scopes));
    setExpiry(draft.expiresIn);
  });

  useEffect(() => {
    if (created) createdTitle.current?.focus();
  }, [created]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = watcherLabelProblem(label);
    if (problem) {
      setProblems({
        label:
          problem === 'required'
            ? intl.formatMessage(messages.labelRequired)
            : intl.formatMessage(valued.labelTooLong, { max: watcherLabelMax }),
      });
      labelField.current?.focus();
      return;
    }
    setProblems({});
    await send({
      label: label.trim(),
      scopes: watcherScopes.filter((s) => scopes.has(s)),
      expiresIn: expiry,
    });
  };

  const send = async (draft: WatcherLinkCreate) => {
    secondFactor.clear();
    setPending(true);
    try {
      const answer = await onCreate(draft);
      setCreated(answer);
      setLabel('');
      setScopes(new Set());
      setExpiry(defaultWatcherExpiry);
    } catch (error) {
      if (secondFactor.caught(error, draft)) return;
      if (error instanceof ApiError && error.fields.label) {
        setProblems({ label: error.fields.label });
        labelField.current?.focus();
      } else
        setProblems({
          form: intl.formatMessage(valued.createFailed, {
            reason: error instanceof Error ? error.message : String(error),
          }),
        });
    } finally {
      setPending(false);
    }
  };

  // Back from confirming a second factor: the link is asked for once more, as it was typed.
  const { retry, retried } = secondFactor;
  useEffect(() => {
    if (!retry) return;
    retried();
    void send(retry);
    // `send` reads the render's hooks; the draft alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [retry, retried]);

  const done = () => {
    setCreated(null);
    labelField.current?.focus();
  };

  return (
    <section className={own.create} aria-labelledby="watcher-create-title">
      <h3 id="watcher-create-title" className={own.groupTitle}>
        <FormattedMessage {...messages.createTitle} />
      </h3>
      {created && (
        <CreatedLink
          created={created}
          url={watcherLinkUrl(origin ?? window.location.origin, locale, created.path)}
          scopes={scopesText(intl, created.scopes)}
          until={
            created.expiresAt
              ? format.date(Date.parse(created.expiresAt), { dateStyle: 'long', timeStyle: 'short' })
              : null
          }
          titleRef={createdTitle}
          onDone={done}
        />
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={labelField}
          label={intl.formatMessage(messages.label)}
          hint={intl.formatMessage(messages.labelHint)}
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={problems.label}
          autoComplete="off"
          maxLength={watcherLabelMax * 2}
          data-testid="watcher-create-label"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage {...messages.scopes} />
          </legend>
          <Checkbox
            label={intl.formatMessage(messages.dashboard)}
            hint={intl.formatMessage(messages.dashboardHint)}
            checked
            disabled
          />
          {watcherScopes.map((scope) => (
            <Checkbox
              key={scope}
              label={scopeLabel(intl, scope)}
              hint={intl.formatMessage(scopeHints[scope])}
              checked={scopes.has(scope)}
              onCheckedChange={(checked) =>
                setScopes((current) => {
                  const next = new Set(current);
                  if (checked) next.add(scope);
                  else next.delete(scope);
                  return next;
                })
              }
            />
          ))}
        </fieldset>
        <Select
          label={intl.formatMessage(messages.expiry)}
          value={expiry}
          options={watcherExpiries.map((e) => ({ value: e, label: expiryLabel(intl, e) }))}
          onValueChange={(next) => {
            if (isWatcherExpiry(next)) setExpiry(next);
          }}
        />
        {problems.form && (
          <p role="alert" className={styles.error} data-testid="watcher-create-error">
            {problems.form}
          </p>
        )}
        {secondFactor.notice}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            <FormattedMessage {...messages.create} />
          </Button>
        </div>
      </form>
    </section>
  );
}

interface CreatedLinkProps {
  created: WatcherLinkCreated;
  url: string;
  scopes: string;
  until: string | null;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}

/** The new link, its copy button and what sharing it means; the only place its secret is ever shown. */
function CreatedLink({ created, url, scopes, until, titleRef, onDone }: CreatedLinkProps) {
  const intl = useIntl();
  return (
    <div
      className={own.created}
      role="region"
      aria-labelledby="watcher-created-title"
      data-testid="watcher-created"
    >
      <h4 id="watcher-created-title" ref={titleRef} tabIndex={-1} className={own.groupTitle}>
        <FormattedMessage {...messages.createdTitle} />
      </h4>
      <p className={styles.secret} data-testid="watcher-link">
        {url}
      </p>
      <p className={own.meta}>
        {until
          ? intl.formatMessage(valued.onceUntil, { label: created.label, scopes, date: until })
          : intl.formatMessage(valued.onceForever, { label: created.label, scopes })}
      </p>
      <div className={styles.actions}>
        <CopyButton
          value={url}
          label={intl.formatMessage(messages.copy)}
          copiedLabel={intl.formatMessage(messages.copied)}
          failedLabel={intl.formatMessage(messages.copyFailed)}
        />
        <Button variant="outline" onClick={onDone}>
          <FormattedMessage {...messages.done} />
        </Button>
      </div>
    </div>
  );
}
