import { localeName, localePath, useLocale } from '@lode/i18n';
import { Alert, Button, ConfirmDialog, Tabs } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DateTimeField, isoToLocalInput, localInputToIso } from '../../../lib/console';
import { ApiError, staffKeys, staffSend, usePoolCache, useStaffWrite } from '../../../lib/pool';
import { messages, valued } from '../adminNewsMessages';
import {
  emptyTexts,
  firstLanguageWithProblem,
  isEmptyLanguage,
  newsFields,
  newsLanguages,
  newsProblems,
  type NewsField,
  type NewsItem,
  type NewsLanguage,
  type NewsProblems,
  type NewsTexts,
} from '../newsDraft';
import { NewsStatusBadge } from '../NewsStatusBadge';
import { NewsTextFields } from '../NewsTextFields';
import * as pageStyles from '../adminNews.css';
import * as styles from './NewsForm.css';

/** What the form asks the API to do. */
type Action =
  { kind: 'save' } | { kind: 'publish'; at?: string } | { kind: 'unpublish' } | { kind: 'delete' };

const outcomes = {
  save: messages.saved,
  publish: messages.publishedNow,
  unpublish: messages.unpublished,
} as const;

/**
 * An item's form: its texts in each language (tabs; an empty one says it falls back to English), its schedule, and
 * save, publish now, schedule, unpublish and delete. What was typed stays on a failure, with the API's field errors
 * next to their fields and the tab of the first one shown.
 */
export function NewsForm({ item }: { /** The item, or null for a new one. */ item: NewsItem | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const cache = usePoolCache();
  const [texts, setTexts] = useState<NewsTexts>(() => item?.texts ?? emptyTexts());
  const [scheduleAt, setScheduleAt] = useState(() =>
    item?.status === 'scheduled' ? isoToLocalInput(item.publishAt) : '',
  );
  const [language, setLanguage] = useState<NewsLanguage>('en');
  const [problems, setProblems] = useState<NewsProblems>({ texts: {} });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [current, setCurrent] = useState<NewsItem | null>(item);

  const write = useStaffWrite(
    async (action: Action): Promise<NewsItem | null> => {
      let saved = current;
      if (action.kind !== 'delete' && action.kind !== 'unpublish') {
        const body = { texts, publishAt: saved?.status === 'draft' || !saved ? null : saved.publishAt };
        saved = saved
          ? await staffSend<NewsItem>('PUT', `/admin/news/${encodeURIComponent(saved.id)}`, body)
          : await staffSend<NewsItem>('POST', '/admin/news', body);
        setCurrent(saved);
      }
      if (!saved) return null;
      const path = `/admin/news/${encodeURIComponent(saved.id)}`;
      if (action.kind === 'publish')
        return staffSend<NewsItem>('POST', `${path}/publish`, action.at ? { at: action.at } : {});
      if (action.kind === 'unpublish') return staffSend<NewsItem>('POST', `${path}/unpublish`);
      if (action.kind === 'delete') {
        await staffSend<undefined>('DELETE', path);
        return null;
      }
      return saved;
    },
    () => cache.invalidate(staffKeys.path('/admin/news')),
  );

  const run = async (action: Action) => {
    setOutcome(null);
    setProblems({ texts: {} });
    const isNew = current === null;
    try {
      const answer = await write.run(action);
      if (action.kind === 'delete' || !answer) {
        void navigate(localePath('/admin/news', locale), { replace: true });
        return;
      }
      setCurrent(answer);
      const said = action.kind === 'publish' && action.at ? messages.scheduledOk : outcomes[action.kind];
      setOutcome({ tone: 'success', text: intl.formatMessage(said) });
      if (isNew)
        void navigate(localePath(`/admin/news/${encodeURIComponent(answer.id)}`, locale), { replace: true });
    } catch (error) {
      if (action.kind === 'delete') throw error;
      const found = error instanceof ApiError ? newsProblems(error.fields) : { texts: {} };
      setProblems(found);
      const first = firstLanguageWithProblem(found);
      if (first) setLanguage(first);
      const fieldErrors = Object.keys(found.texts).length > 0 || found.schedule !== undefined;
      setOutcome({
        tone: 'error',
        text: fieldErrors
          ? intl.formatMessage(messages.fixFields)
          : intl.formatMessage(valued.failed, { reason: (error as Error).message }),
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ kind: 'save' });
  };
  const schedule = () => {
    const at = localInputToIso(scheduleAt);
    if (!at) {
      setProblems((p) => ({ ...p, schedule: intl.formatMessage(messages.scheduleNeeded) }));
      return;
    }
    void run({ kind: 'publish', at });
  };
  const change = (lang: NewsLanguage, field: NewsField, value: string) =>
    setTexts((t) => ({ ...t, [lang]: { ...t[lang], [field]: value } }));
  const languageProblems = (lang: NewsLanguage) =>
    Object.fromEntries(
      newsFields.flatMap((f) => {
        const problem = problems.texts[`${lang}.${f}`];
        return problem ? [[f, problem]] : [];
      }),
    );

  return (
    <form className={pageStyles.form} noValidate onSubmit={submit} aria-busy={write.pending}>
      {current && (
        <p className={pageStyles.status}>
          <FormattedMessage {...messages.status} />
          <NewsStatusBadge status={current.status} />
          {current.publishAt && (
            <span>{intl.formatDate(current.publishAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          )}
        </p>
      )}
      <Tabs.Root value={language} onValueChange={(v) => setLanguage(v as NewsLanguage)}>
        <Tabs.List aria-label={intl.formatMessage(messages.languages)}>
          {newsLanguages.map((lang) => {
            const marked = Object.keys(languageProblems(lang)).length > 0;
            const empty = lang !== 'en' && isEmptyLanguage(texts, lang);
            return (
              <Tabs.Trigger key={lang} value={lang}>
                {localeName(lang)}
                {marked && (
                  <span className={styles.tabNote}>{` (${intl.formatMessage(messages.tabProblem)})`}</span>
                )}
                {!marked && empty && (
                  <span className={styles.tabNote}>{` (${intl.formatMessage(messages.tabEmpty)})`}</span>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {newsLanguages.map((lang) => (
          <Tabs.Content key={lang} value={lang}>
            {lang === 'en' && (
              <p className={styles.muted}>
                <FormattedMessage {...messages.englishRequired} />
              </p>
            )}
            <NewsTextFields
              language={lang}
              text={texts[lang]}
              problems={languageProblems(lang)}
              onChange={(field, value) => change(lang, field, value)}
              fallsBack={lang !== 'en' && isEmptyLanguage(texts, lang)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className={pageStyles.schedule}>
        <DateTimeField
          label={intl.formatMessage(messages.schedule)}
          hint={intl.formatMessage(messages.scheduleHint)}
          error={problems.schedule}
          value={scheduleAt}
          onChange={setScheduleAt}
        />
        <Button type="button" variant="outline" onClick={schedule} disabled={write.pending}>
          <FormattedMessage {...messages.scheduleButton} />
        </Button>
      </div>
      {outcome && (
        <Alert tone={outcome.tone} live="polite" data-testid="news-outcome">
          {outcome.text}
        </Alert>
      )}
      <div className={pageStyles.actions}>
        <Button type="submit" variant="outline" loading={write.pending}>
          <FormattedMessage {...messages.save} />
        </Button>
        <Button type="button" onClick={() => void run({ kind: 'publish' })} disabled={write.pending}>
          <FormattedMessage {...messages.publishNow} />
        </Button>
        {current && current.status !== 'draft' && (
          <Button
            type="button"
            variant="outline"
            onClick={() => void run({ kind: 'unpublish' })}
            disabled={write.pending}
          >
            <FormattedMessage {...messages.unpublish} />
          </Button>
        )}
        {current && (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="ghost" tone="error">
                <FormattedMessage {...messages.delete} />
              </Button>
            }
            title={intl.formatMessage(messages.deleteTitle)}
            description={intl.formatMessage(messages.deleteBody)}
            confirmLabel={intl.formatMessage(messages.delete)}
            cancelLabel={intl.formatMessage(messages.cancel)}
            tone="destructive"
            onConfirm={() => run({ kind: 'delete' })}
            errorMessage={(error) => intl.formatMessage(valued.failed, { reason: (error as Error).message })}
          />
        )}
      </div>
    </form>
  );
}
