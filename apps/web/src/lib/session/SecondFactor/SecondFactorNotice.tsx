import { Alert, Button, Link } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages } from './messages';

/**
 * Where a change that needs a fresh second factor stands: `needed` (the pool asked; not yet confirmed), `cancelled` or
 * `failed` (the trip to the sign-in service changed nothing), `refused` (confirmed, yet the pool still refuses: too
 * old), `no-factor` (the sign-in service could not ask for one: none is set up), `unavailable` (it cannot be reached).
 */
export type SecondFactorState = 'needed' | 'cancelled' | 'failed' | 'refused' | 'no-factor' | 'unavailable';

/** Props of {@link SecondFactorNotice}. */
export interface SecondFactorNoticeProps {
  /** What to say. */
  state: SecondFactorState;
  /** Goes to the sign-in service to confirm (the form keeps what was typed). */
  onConfirm: () => void;
  /** While the browser is leaving for the sign-in service. */
  busy?: boolean;
  /** The account page at the sign-in service, where a second factor is set up. */
  accountUrl?: string;
}

const texts = {
  needed: [messages.neededTitle, messages.needed, messages.confirm],
  cancelled: [messages.cancelledTitle, messages.cancelled, messages.confirmAgain],
  failed: [messages.failedTitle, messages.failed, messages.confirmAgain],
  refused: [messages.refusedTitle, messages.refused, messages.confirmAgain],
  'no-factor': [messages.noFactorTitle, messages.noFactor, messages.confirmAgain],
  unavailable: [messages.failedTitle, messages.unavailable, messages.confirmAgain],
} as const;

/**
 * Says that a change waits for a second factor and offers to confirm it at the sign-in service; without a second
 * factor set up, links to the account page where one is. Announced politely when it appears.
 */
export function SecondFactorNotice({ state, onConfirm, busy = false, accountUrl }: SecondFactorNoticeProps) {
  const intl = useIntl();
  const [title, body, action] = texts[state];
  return (
    <Alert
      tone={state === 'needed' ? 'info' : 'warning'}
      live="polite"
      title={<FormattedMessage {...title} />}
      data-step-up={state}
      action={
        <>
          {state === 'no-factor' && accountUrl ? (
            <Link href={accountUrl} external externalLabel={intl.formatMessage(messages.newTab)}>
              <FormattedMessage {...messages.enrol} />
            </Link>
          ) : null}
          <Button variant={state === 'no-factor' ? 'outline' : 'solid'} loading={busy} onClick={onConfirm}>
            <FormattedMessage {...action} />
          </Button>
        </>
      }
    >
      <FormattedMessage {...body} />
    </Alert>
  );
}
