import { Button, EmptyState, Icon, IconButton, Select, TextField } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages, valued } from '../redirectMessages';
import { moveRow, redirectStatuses, type RedirectRow, type TableProblems } from '../redirectTable';
import * as styles from './RedirectsEditor.css';

/** Props of {@link RedirectsEditor}. */
export interface RedirectsEditorProps {
  /** The rows, first match first. */
  rows: readonly RedirectRow[];
  /** Called with the rows after a change. */
  onChange: (rows: RedirectRow[]) => void;
  /** Called to add an empty row at the end. */
  onAdd: () => void;
  /** The API's errors by row. */
  problems: TableProblems;
}

/** The route rules as an editable list: pattern, target and status per rule, moved up and down or removed. */
export function RedirectsEditor({ rows, onChange, onAdd, problems }: RedirectsEditorProps) {
  const intl = useIntl();
  const update = (index: number, patch: Partial<RedirectRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <section className={styles.section} aria-label={intl.formatMessage(messages.rules)}>
      {rows.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.none)} titleAs="p" />
      ) : (
        <ol className={styles.list}>
          {rows.map((row, index) => {
            const n = index + 1;
            const problem = problems.rows[index] ?? {};
            return (
              <li key={row.key} className={styles.row} data-testid="redirect-rule">
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>{intl.formatMessage(valued.rule, { n })}</legend>
                  <div className={styles.fields}>
                    <TextField
                      label={intl.formatMessage(messages.match)}
                      hint={index === 0 ? intl.formatMessage(messages.matchHint) : undefined}
                      value={row.match}
                      error={problem.match}
                      onChange={(event) => update(index, { match: event.currentTarget.value })}
                      autoComplete="off"
                      spellCheck={false}
                      fullWidth
                    />
                    <TextField
                      label={intl.formatMessage(messages.redirect)}
                      hint={index === 0 ? intl.formatMessage(messages.redirectHint) : undefined}
                      value={row.redirect}
                      error={problem.redirect}
                      onChange={(event) => update(index, { redirect: event.currentTarget.value })}
                      autoComplete="off"
                      spellCheck={false}
                      fullWidth
                    />
                    <Select
                      label={intl.formatMessage(messages.status)}
                      value={String(row.status)}
                      error={problem.status}
                      options={redirectStatuses.map((s) => ({ value: String(s), label: String(s) }))}
                      onValueChange={(value) =>
                        update(index, { status: Number(value) as RedirectRow['status'] })
                      }
                    />
                  </div>
                  <div className={styles.moves}>
                    <IconButton
                      label={intl.formatMessage(valued.up, { n })}
                      disabled={index === 0}
                      onClick={() => onChange(moveRow(rows, index, -1))}
                    >
                      <Icon name="lucide:arrow-up" size={16} />
                    </IconButton>
                    <IconButton
                      label={intl.formatMessage(valued.down, { n })}
                      disabled={index === rows.length - 1}
                      onClick={() => onChange(moveRow(rows, index, 1))}
                    >
                      <Icon name="lucide:arrow-down" size={16} />
                    </IconButton>
                    <IconButton
                      label={intl.formatMessage(valued.remove, { n })}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <Icon name="lucide:trash-2" size={16} />
                    </IconButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button type="button" variant="outline" onClick={onAdd}>
          <FormattedMessage {...messages.add} />
        </Button>
      </div>
    </section>
  );
}
