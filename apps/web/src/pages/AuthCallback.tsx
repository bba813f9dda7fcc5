import { Spinner } from '@lode/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './pages.css';

const messages = defineMessages({
  signingIn: {
    id: 'auth.callback.signingIn',
    defaultMessage: 'Signing you in…',
    description: 'Shown for a moment on the page the identity provider returns to, before the dashboard',
  },
});

/** The page the identity provider returns to: @lode/auth finishes the sign-in and moves on to the dashboard. */
export function AuthCallback() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.signingIn);
  return (
    <p role="status" className={styles.lead}>
      <Spinner /> {label}
    </p>
  );
}
