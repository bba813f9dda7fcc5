import { LocaleLink, useFormat } from '@lode/i18n';
import { Alert, Button } from '@lode/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PublicPage } from '../../lib/page/PublicPage';
import * as styles from '../../lib/page/pages.css';
import { poolClient } from '../../lib/pool/client';
import { ApiError, toApiError } from '../../lib/pool/apiError';
import { freezePayoutsRoute } from './route';

const messages = defineMessages({
  whatHappened: {
    id: 'freeze.whatHappened',
    defaultMessage:
      'A payout address of your account was changed, and we e-mailed you this link. If you made the change, there is nothing to do: payouts to the new address start once its 48-hour hold ends.',
  },
  ifNotYou: {
    id: 'freeze.ifNotYou',
    defaultMessage:
      'If it was not you, freeze the coin’s payouts now: none of them is paid until our support has checked the account with you.',
  },
  freeze: { id: 'freeze.action', defaultMessage: 'Freeze payouts' },
  frozenTitle: { id: 'freeze.frozen.title', defaultMessage: 'Payouts are frozen' },
  usedTitle: { id: 'freeze.used.title', defaultMessage: 'This link was used already' },
  used: {
    id: 'freeze.used.body',
    defaultMessage: 'A freeze link works once: the payouts it names were frozen when it was first used.',
  },
  expiredTitle: { id: 'freeze.expired.title', defaultMessage: 'This link has expired' },
  expired: {
    id: 'freeze.expired.body',
    defaultMessage: 'Freeze links work for 7 days. Contact support to stop payouts.',
  },
  invalidTitle: { id: 'freeze.invalid.title', defaultMessage: 'This link is not valid' },
  invalid: {
    id: 'freeze.invalid.body',
    defaultMessage: 'Check that the whole link was copied from the e-mail, or contact support.',
  },
  failedTitle: { id: 'freeze.failed.title', defaultMessage: 'The freeze was not saved' },
  contact: { id: 'freeze.contact', defaultMessage: 'Contact support' },
});

const valued = {
  frozen: defineMessage<{ readonly coin: string; readonly subaccount: string; readonly time: string }>({
    id: 'freeze.frozen.body',
    defaultMessage:
      '{coin} payouts of the sub-account “{subaccount}” are frozen since {time}. Support has been told and will write to you; then sign in, change your password at the sign-in service and set up a second factor if you have none.',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'freeze.failed.body',
    defaultMessage: '{reason}. Nothing was changed; try again.',
  }),
};

type FreezeState =
  | { status: 'idle' | 'pending' }
  | { status: 'frozen'; coin: string; subaccount: string; frozenAt: string }
  | { status: 'refused'; error: ApiError };

/** Posts the link's token (`POST /security/freeze`); a refusal becomes the API's error. */
async function freeze(token: string) {
  const api = await poolClient();
  let answer;
  try {
    answer = await api.POST('/security/freeze', { body: { token } });
  } catch (cause) {
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : String(cause));
  }
  if (answer.data) return answer.data;
  throw toApiError(answer.response.status, answer.error);
}

/** What a refusal of the freeze means to the person holding the link. */
function refusal(error: ApiError) {
  if (error.code === 'freeze_link_used') return [messages.usedTitle, messages.used] as const;
  if (error.code === 'freeze_link_expired') return [messages.expiredTitle, messages.expired] as const;
  if (error.code === 'freeze_link_invalid') return [messages.invalidTitle, messages.invalid] as const;
  return null;
}

/**
 * The freeze link of an address-change e-mail (`/security/freeze/:token`): says what happened and, with one button,
 * stops the coin's payouts of that sub-account until support releases them. No sign-in: whoever holds the e-mail
 * may freeze, which is the point when the account itself is in someone else's hands.
 */
export function FreezePayouts() {
  const { token = '' } = useParams();
  return <FreezeLink token={token} />;
}

/** The freeze link's page for `token`: what {@link FreezePayouts} shows for its address. */
export function FreezeLink({ token }: { /** The link's token, from the e-mail. */ token: string }) {
  const intl = useIntl();
  const format = useFormat();
  const [state, setState] = useState<FreezeState>({ status: 'idle' });

  const submit = async () => {
    setState({ status: 'pending' });
    try {
      setState({ status: 'frozen', ...(await freeze(token)) });
    } catch (error) {
      setState({
        status: 'refused',
        error: error instanceof ApiError ? error : new ApiError(0, 'unknown', String(error)),
      });
    }
  };

  const known = state.status === 'refused' ? refusal(state.error) : null;
  const done = state.status === 'frozen' || known !== null;
  return (
    <PublicPage route={freezePayoutsRoute}>
      <p>
        <FormattedMessage {...messages.whatHappened} />
      </p>
      <p>
        <FormattedMessage {...messages.ifNotYou} />
      </p>
      {state.status === 'frozen' && (
        <Alert tone="success" live="polite" title={intl.formatMessage(messages.frozenTitle)}>
          <FormattedMessage
            {...valued.frozen}
            values={{
              coin: state.coin,
              subaccount: state.subaccount,
              time: format.date(Date.parse(state.frozenAt), { dateStyle: 'medium', timeStyle: 'short' }),
            }}
          />
        </Alert>
      )}
      {state.status === 'refused' && (
        <Alert
          tone={known ? 'warning' : 'error'}
          live="assertive"
          title={intl.formatMessage(known ? known[0] : messages.failedTitle)}
        >
          {known ? (
            <FormattedMessage {...known[1]} />
          ) : (
            <FormattedMessage {...valued.failed} values={{ reason: state.error.message }} />
          )}
        </Alert>
      )}
      <p className={styles.actions}>
        {!done && (
          <Button tone="error" loading={state.status === 'pending'} onClick={() => void submit()}>
            <FormattedMessage {...messages.freeze} />
          </Button>
        )}
        <LocaleLink className={styles.link} to="/contacts">
          <FormattedMessage {...messages.contact} />
        </LocaleLink>
      </p>
    </PublicPage>
  );
}
