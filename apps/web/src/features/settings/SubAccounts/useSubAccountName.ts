import { useFormat } from '@lode/i18n';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { asAmount } from '../../../lib/cabinet/amounts';
import { SubAccountRefusal } from '../../../lib/cabinet/subAccountQueries';
import { ApiError } from '../../../lib/pool';
import { messages, nameProblemText, valued } from './subAccountMessages';
import { subAccountNameProblem } from './subAccountName';

/** A sub-account name being typed: its value, the reason it would be refused, and the API's refusal of it. */
export interface SubAccountNameField {
  /** What is typed. */
  value: string;
  /** The field's change handler. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message under the field: the API's refusal, else the rule's reason once something is typed or sent. */
  error: string | undefined;
  /** Marks the name as sent; true when the rule takes it. */
  check: () => boolean;
  /** Shows the API's refusal of the name until the name changes. */
  refuse: (message: string) => void;
  /** Empties the field and forgets its messages. */
  clear: () => void;
}

/**
 * The state of a sub-account name field. The rule's reason shows as soon as something is typed (an empty field says
 * nothing until it is sent), and the typed name is never cleared by a refusal.
 */
export function useSubAccountName(initial = ''): SubAccountNameField {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = subAccountNameProblem(value);
  const shown = problem && (sent || value !== '') ? nameProblemText(intl, problem) : undefined;
  return {
    value,
    onChange: (event) => {
      setValue(event.currentTarget.value);
      setRefusal(null);
    },
    error: refusal ?? shown,
    check: () => {
      setSent(true);
      return problem === null;
    },
    refuse: setRefusal,
    clear: () => {
      setValue('');
      setSent(false);
      setRefusal(null);
    },
  };
}

/** Where a refused write's message belongs: under the name field, or for the whole form or dialog. */
export interface RefusalText {
  /** A refusal of the name itself. */
  field?: string;
  /** Any other refusal or failure. */
  form?: string;
}

/** Puts a refused or failed sub-account write into words, for the field or the form. */
export function useRefusalText(): (error: unknown, limit: number) => RefusalText {
  const intl = useIntl();
  const format = useFormat();
  return (error, limit) => {
    if (error instanceof ApiError) {
      if (error.code === 'subaccount_exists') return { field: intl.formatMessage(messages.exists) };
      if (error.code === 'validation_failed' && error.fields.name) return { field: error.fields.name };
      if (error.code === 'subaccount_limit') return { form: intl.formatMessage(valued.limit, { limit }) };
      if (error.code === 'last_active') return { form: intl.formatMessage(messages.lastActive) };
      if (error.code === 'unpaid_balance') {
        if (!(error instanceof SubAccountRefusal) || error.balances.length === 0)
          return { form: intl.formatMessage(messages.unpaid) };
        const balances = intl.formatList(
          error.balances.map((b) => format.cryptoAmount(asAmount(b.amount), b.coin)),
          { type: 'conjunction' },
        );
        return { form: intl.formatMessage(valued.unpaidBalances, { balances }) };
      }
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { form: intl.formatMessage(valued.failed, { reason }) };
  };
}
