import { resolveRouteRule } from '@lode/pool-api/route-rules';
import { Button, Card, TextField } from '@lode/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages, valued } from '../redirectMessages';
import type { RedirectRule } from '../redirectTable';
import * as styles from './PathTester.css';

/**
 * "Test a path": what a path would do under the rules being edited, found by the same matcher the host servers run
 * (`@lode/pool-api/route-rules`), before anything is saved.
 */
export function PathTester({
  rules,
}: {
  /** The rules being edited, in order. */ rules: readonly RedirectRule[];
}) {
  const intl = useIntl();
  const [path, setPath] = useState('');
  const [tested, setTested] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTested(path.trim());
  };
  let outcome: string | null = null;
  if (tested !== null) {
    if (!tested.startsWith('/')) outcome = intl.formatMessage(messages.testInvalid);
    else {
      const found = resolveRouteRule({ maintenance: false, rules: [...rules] }, tested);
      outcome = !found
        ? intl.formatMessage(valued.testStays, { path: tested })
        : found.external
          ? intl.formatMessage(valued.testExternal, { path: tested, status: found.status, to: found.to })
          : intl.formatMessage(valued.testInternal, { path: tested, status: found.status, to: found.to });
    }
  }
  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.test)}
      description={intl.formatMessage(messages.testHint)}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(messages.testPath)}
          value={path}
          placeholder="/old/page"
          onChange={(event) => setPath(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="outline">
          <FormattedMessage {...messages.testButton} />
        </Button>
      </form>
      <p className={styles.outcome} role="status" data-testid="path-test-outcome">
        {outcome}
      </p>
    </Card>
  );
}
