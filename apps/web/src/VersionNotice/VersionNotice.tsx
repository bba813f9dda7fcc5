import { Button, ToastProvider, useToast } from '@lode/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  toastClose: { id: 'toast.close', defaultMessage: 'Close' },
  toastLabel: { id: 'toast.label', defaultMessage: 'Notification' },
  newVersion: { id: 'version.new.title', defaultMessage: 'A new version of the site is available' },
  newVersionBody: { id: 'version.new.body', defaultMessage: 'It loads with your next click, or now:' },
  reload: { id: 'version.new.reload', defaultMessage: 'Reload now' },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const toastViewport = defineMessage<{ readonly hotkey: string }>({
  id: 'toast.viewport',
  defaultMessage: 'Notifications ({hotkey})',
  description: 'Name of the toast region; {hotkey} is the key that jumps to it',
});

/**
 * The toast's "Reload now" button. The toast's live region repeats the description for screen readers, off screen:
 * there the action is plain text, so no hidden copy of the button sits in the tab order.
 */
function ReloadNow() {
  const ref = useRef<HTMLSpanElement>(null);
  const [announcement, setAnnouncement] = useState(true);
  useLayoutEffect(
    () => setAnnouncement(ref.current?.closest('[aria-live="polite"], [aria-live="assertive"]') != null),
    [],
  );
  return (
    <span ref={ref}>
      {announcement ? (
        <FormattedMessage {...messages.reload} />
      ) : (
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          <FormattedMessage {...messages.reload} />
        </Button>
      )}
    </span>
  );
}

function Announce() {
  const intl = useIntl();
  const { toast } = useToast();
  useEffect(() => {
    toast({
      title: intl.formatMessage(messages.newVersion),
      description: (
        <>
          <FormattedMessage {...messages.newVersionBody} /> <ReloadNow />
        </>
      ),
      duration: Infinity,
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
