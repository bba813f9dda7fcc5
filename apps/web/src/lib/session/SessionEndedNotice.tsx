import { ToastProvider, useToast } from '@lode/ui';
import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  toastClose: { id: 'toast.close', defaultMessage: 'Close' },
  toastLabel: { id: 'toast.label', defaultMessage: 'Notification' },
  ended: { id: 'auth.ended.title', defaultMessage: 'You have been signed out' },
  endedBody: {
    id: 'auth.ended.body',
    defaultMessage:
      'Your session ended at the sign-in service: you signed out there or in another application.',
  },
});

const toastViewport = defineMessage<{ readonly hotkey: string }>({
  id: 'toast.viewport',
  defaultMessage: 'Notifications ({hotkey})',
  description: 'Name of the toast region; {hotkey} is the key that jumps to it',
});

function Announce() {
  const intl = useIntl();
  const { toast } = useToast();
  useEffect(() => {
    toast({
      title: intl.formatMessage(messages.ended),
      description: intl.formatMessage(messages.endedBody),
      duration: Infinity,
    });
    // Once per ended session: the intl object changes with the language, the notice does not repeat.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [toast]);
  return null;
}

/**
 * Says the session ended at the identity provider (@lode/auth's session monitoring found it signed out there), so a
 * visitor whose page turned to "Sign in" knows why. Loaded only then.
 */
export function SessionEndedNotice() {
  const intl = useIntl();
  return (
    <ToastProvider
      closeLabel={intl.formatMessage(messages.toastClose)}
      label={intl.formatMessage(messages.toastLabel)}
      viewportLabel={intl.formatMessage(toastViewport, { hotkey: '{hotkey}' })}
    >
      <Announce />
    </ToastProvider>
  );
}
