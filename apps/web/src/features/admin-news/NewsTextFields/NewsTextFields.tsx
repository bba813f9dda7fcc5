import { renderMarkdown } from '@lode/pool-api/markdown';
import { Alert, TextField } from '@lode/ui';
import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextAreaField } from '../../../lib/console';
import { messages } from '../adminNewsMessages';
import { newsLimits, type NewsField, type NewsLanguage, type NewsText } from '../newsDraft';
import * as styles from './NewsTextFields.css';

/** Props of {@link NewsTextFields}. */
export interface NewsTextFieldsProps {
  /** The language being written. */
  language: NewsLanguage;
  /** Its text. */
  text: NewsText;
  /** The API's errors of its fields. */
  problems: Partial<Record<NewsField, string>>;
  /** Called with a changed field. */
  onChange: (field: NewsField, value: string) => void;
  /** The language is empty and falls back to English: say so. */
  fallsBack: boolean;
}

/** One language's title, summary and Markdown text, with the text's preview rendered as the public page renders it. */
export function NewsTextFields({ language, text, problems, onChange, fallsBack }: NewsTextFieldsProps) {
  const intl = useIntl();
  // The preview follows the typing without holding it up on a long text.
  const previewSource = useDeferredValue(text.body);
  return (
    <div className={styles.stack}>
      {fallsBack && (
        <Alert tone="info" data-testid="news-fallback">
          <FormattedMessage {...messages.fallback} />
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.title)}
        value={text.title}
        error={problems.title}
        required={language === 'en'}
        maxLength={newsLimits.title * 2}
        onChange={(event) => onChange('title', event.currentTarget.value)}
        lang={language === 'cn' ? 'zh-CN' : language}
        fullWidth
      />
      <TextField
        label={intl.formatMessage(messages.summary)}
        value={text.summary}
        error={problems.summary}
        maxLength={newsLimits.summary * 2}
        onChange={(event) => onChange('summary', event.currentTarget.value)}
        lang={language === 'cn' ? 'zh-CN' : language}
        fullWidth
      />
      <div className={styles.editor}>
        <TextAreaField
          label={intl.formatMessage(messages.body)}
          error={problems.body}
          required={language === 'en'}
          value={text.body}
          rows={14}
          lang={language === 'cn' ? 'zh-CN' : language}
          code
          onChange={(value) => onChange('body', value)}
        />
        <section className={styles.preview} aria-label={intl.formatMessage(messages.preview)}>
          <h2 className={styles.previewTitle}>
            <FormattedMessage {...messages.preview} />
          </h2>
          {previewSource.trim() === '' ? (
            <p className={styles.muted}>
              <FormattedMessage {...messages.previewEmpty} />
            </p>
          ) : (
            <div
              className={styles.markdown}
              lang={language === 'cn' ? 'zh-CN' : language}
              // The API's own renderer: raw HTML escaped, only safe links; the public page shows the same HTML.
              dangerouslySetInnerHTML={{ __html: renderMarkdown(previewSource) }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
