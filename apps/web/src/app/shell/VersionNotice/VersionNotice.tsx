import { ToastProvider, useToast } from '@lode/ui';
import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  toastClose: { id: 'toast.close', defaultMessage: 'Close' },
  toastLabel: { id: 'toast.label', defaultMessage: 'Notification' },
  newVersion: { id: 'version.new.title', defaultMessage: 'A new version of the site is available' },
  newVersionBody: { id: 'version.new.body', defaultMessage: 'It loads with your next click.' },
  reload: { id: 'version.new.reload', defaultMessage: 'Reload now' },
  reloadAlt: { id: 'version.new.reloadAlt', defaultMessage: 'Or reload the page now.' },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
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
      title: intl.formatMessage(messages.newVersion),
      description: intl.formatMessage(messages.newVersionBody),
      duration: Infinity,
      action: {
        label: intl.formatMessage(messages.reload),
        altText: intl.formatMessage(messages.reloadAlt),
        onAction: () => window.location.reload(),
      },
    });
    // Once per new build: the intl object changes with the language, the notice does not repeat.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [toast]);
  return null;
}

/**
 * Says a new version is deployed and offers to reload now (the next navigation reloads anyway). Loaded only when a
 * new build is seen, so the toast machinery costs the first paint nothing.
 */
export function VersionNotice({
  children,
}: {
  /** Nothing, or content to show inside the toast provider. */ children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ToastProvider
      closeLabel={intl.formatMessage(messages.toastClose)}
      label={intl.formatMessage(messages.toastLabel)}
      viewportLabel={intl.formatMessage(toastViewport, { hotkey: '{hotkey}' })}
    >
      <Announce />
      {children}
    </ToastProvider>
  );
}
