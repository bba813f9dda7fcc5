import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  actions as actionsClass,
  alert,
  body,
  content,
  dismiss,
  icon as iconClass,
  title as titleClass,
} from './Alert.css';

/** The tone of an alert: what kind of news it brings. */
export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** What kind of message this is; sets the colours and the icon. */
  tone?: AlertTone;
  /** A short summary in bold, e.g. "Worker rig-02 is offline". */
  title?: ReactNode;
  /** Replaces the tone's icon; `false` shows none. */
  icon?: ReactNode | false;
  /** Buttons or links under the body, e.g. "Check connection settings". */
  action?: ReactNode;
  /** Shows a close button that calls this; the caller removes the alert. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  /**
   * How screen readers learn of the alert when it appears: `assertive` (role `alert`) interrupts and is only for
   * errors that need attention now; `polite` (role `status`) waits its turn; `off` (the default) is for messages
   * that are part of the page from the start.
   */
  live?: 'off' | 'polite' | 'assertive';
}

const toneIcons: Record<AlertTone, ReactNode> = {
  info: (
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4m0-4h.01" />
    </g>
  ),
  success: (
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9l-5.5 5.5L8 12" />
    </g>
  ),
  warning: (
    <path
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="2"
      d="m21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4m0 4h.01"
    />
  ),
  error: (
    <g fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="2">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4m0 4h.01" />
    </g>
  ),
};

const liveRoles = { off: undefined, polite: 'status', assertive: 'alert' } as const;

/**
 * A message about the page or an action: information, success, a warning or an error, with an optional action and
 * close button. Static notes on a page are callouts: leave `live` off.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  {
    tone = 'info',
    title,
    icon,
    action,
    onDismiss,
    dismissLabel = 'Dismiss',
    live = 'off',
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <div
      ref={ref}
      role={liveRoles[live]}
      className={[alert({ tone }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon !== false && (
        <span className={iconClass({ tone })} aria-hidden="true">
          {icon ?? (
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
              {toneIcons[tone]}
            </svg>
          )}
        </span>
      )}
      <div className={content}>
        {title !== undefined && <p className={titleClass}>{title}</p>}
        {children !== undefined && <div className={body}>{children}</div>}
        {action !== undefined && <div className={actionsClass}>{action}</div>}
      </div>
      {onDismiss && (
        <Button
          variant="ghost"
          tone="neutral"
          size="sm"
          className={dismiss}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth="2"
              d="M18 6L6 18M6 6l12 12"
            />
          </svg>
        </Button>
      )}
    </div>
  );
});

/** Props of {@link Callout}. */
export type CalloutProps = Omit<AlertProps, 'live'>;

/** A static note that is part of the page (an {@link Alert} that is never announced), e.g. payout schedule details. */
export const Callout = forwardRef<HTMLDivElement, CalloutProps>(function Callout(props, ref) {
  return <Alert ref={ref} {...props} live="off" />;
});
