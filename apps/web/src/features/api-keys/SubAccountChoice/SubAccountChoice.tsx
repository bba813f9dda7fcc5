import { Alert, Button, Checkbox, RadioGroup, Skeleton } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';

const messages = defineMessages({
  label: { id: 'apiKeys.subaccounts', defaultMessage: 'Sub-accounts' },
  all: { id: 'apiKeys.subaccounts.all', defaultMessage: 'All sub-accounts' },
  allHint: {
    id: 'apiKeys.subaccounts.all.hint',
    defaultMessage: 'Every sub-account, including the ones you create later.',
  },
  chosen: { id: 'apiKeys.subaccounts.chosen', defaultMessage: 'Only the sub-accounts I choose' },
  chosenHint: {
    id: 'apiKeys.subaccounts.chosen.hint',
    defaultMessage: 'The key’s requests for any other sub-account are refused.',
  },
  pick: { id: 'apiKeys.subaccounts.pick', defaultMessage: 'Sub-accounts the key can reach' },
  none: {
    id: 'apiKeys.subaccounts.none',
    defaultMessage: 'You have no active sub-accounts to choose from.',
  },
  retry: { id: 'apiKeys.retry', defaultMessage: 'Retry' },
});

const loadFailed = defineMessage<{ readonly reason: string }>({
  id: 'apiKeys.subaccounts.error.load',
  defaultMessage: 'Your sub-accounts could not be loaded: {reason}',
});

/** Which sub-accounts a new key reaches: all of them (now and later), or the ones ticked. */
export interface SubAccountScope {
  /** `all`, or only the `chosen` ones. */
  mode: 'all' | 'chosen';
  /** The ticked names; kept while `all` is chosen, so going back shows them again. */
  chosen: ReadonlySet<string>;
}

/** Props of {@link SubAccountChoice}. */
export interface SubAccountChoiceProps {
  /** The names of the active sub-accounts, in the API's order; absent while they load or when they failed. */
  names: readonly string[] | undefined;
  /** Why the names could not be read, when they could not. */
  loadError?: string;
  /** Reads the names again after a failure. */
  onRetry: () => void;
  /** The choice. */
  value: SubAccountScope;
  /** Called with the new choice. */
  onChange: (value: SubAccountScope) => void;
  /** Why the choice is refused (nothing ticked). */
  error?: string;
}

/**
 * The create form's choice of sub-accounts: "All sub-accounts" (the default) or "Only the ones I choose", which shows
 * a checkbox per active sub-account.
 */
export function SubAccountChoice({
  names,
  loadError,
  onRetry,
  value,
  onChange,
  error,
}: SubAccountChoiceProps) {
  const intl = useIntl();
  const toggle = (name: string, on: boolean) => {
    const chosen = new Set(value.chosen);
    if (on) chosen.add(name);
    else chosen.delete(name);
    onChange({ ...value, chosen });
  };
  return (
    <div className={styles.stack}>
      <RadioGroup
        label={intl.formatMessage(messages.label)}
        value={value.mode}
        onValueChange={(mode) => onChange({ ...value, mode: mode === 'chosen' ? 'chosen' : 'all' })}
        options={[
          {
            value: 'all',
            label: intl.formatMessage(messages.all),
            hint: intl.formatMessage(messages.allHint),
          },
          {
            value: 'chosen',
            label: intl.formatMessage(messages.chosen),
            hint: intl.formatMessage(messages.chosenHint),
          },
        ]}
      />
      {value.mode === 'chosen' && (
        <fieldset
          className={styles.fieldset}
          aria-describedby={error ? 'api-key-subaccounts-error' : undefined}
          data-testid="api-key-subaccounts"
        >
          <legend className={styles.legend}>
            <FormattedMessage {...messages.pick} />
          </legend>
          {names ? (
            names.length > 0 ? (
              names.map((name) => (
                <Checkbox
                  key={name}
                  label={name}
                  checked={value.chosen.has(name)}
                  onCheckedChange={(checked) => toggle(name, checked === true)}
                />
              ))
            ) : (
              <p className={styles.status}>
                <FormattedMessage {...messages.none} />
              </p>
            )
          ) : loadError !== undefined ? (
            <Alert
              tone="error"
              action={
                <Button variant="outline" onClick={onRetry}>
                  <FormattedMessage {...messages.retry} />
                </Button>
              }
            >
              <FormattedMessage {...loadFailed} values={{ reason: loadError }} />
            </Alert>
          ) : (
            <div aria-busy="true">
              <Skeleton height={72} />
            </div>
          )}
          {error && (
            <p id="api-key-subaccounts-error" role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
