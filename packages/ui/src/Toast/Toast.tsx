import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { CloseIcon } from '../Dialog/CloseIcon';
import * as styles from './Toast.css';
import {
  emptyToastQueue,
  toastQueueReducer,
  visibleToasts,
  type ToastOptions,
  type ToastRecord,
  type ToastTone,
} from './toastQueue';

export type { ToastOptions, ToastTone } from './toastQueue';

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Queues a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast, shown or still waiting, by the id `toast()` returned. */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The `toast()` and `dismiss()` of the nearest {@link ToastProvider}; throws without one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app. */
  children: ReactNode;
  /** How many toasts show at once; later ones wait until one closes. */
  limit?: number;
  /** Milliseconds an info, success or warning toast stays when `toast()` gives no duration. */
  duration?: number;
  /** Milliseconds an error toast stays when `toast()` gives no duration: longer, as it usually needs action. */
  errorDuration?: number;
  /** Accessible label of each toast's close button. */
  closeLabel?: string;
  /** Word read before each announced toast, e.g. "Notification: Worker rig-03 is offline". */
  label?: string;
  /** Accessible name of the toast region; `{hotkey}` becomes the key that jumps to it (F8). */
  viewportLabel?: string;
  /** Direction of the swipe that dismisses a toast on touch screens. */
  swipeDirection?: 'right' | 'left' | 'up' | 'down';
}

// Longer than any exit animation: a dismissed toast stays mounted this long so it can animate out.
const exitDelay = 600;

const tonePaths: Record<ToastTone, string> = {
  info: 'M12 16v-4M12 8h.01',
  success: 'm9 12 2 2 4-4',
  warning: 'M12 9v4M12 17h.01',
  error: 'm15 9-6 6M9 9l6 6',
};

// A shape per tone besides the colour, so the kind of message does not rest on colour alone.
function ToneIcon({ tone }: { tone: ToastTone }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {tone === 'warning' ? (
        <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      ) : (
        <circle cx="12" cy="12" r="10" />
      )}
      <path d={tonePaths[tone]} />
    </svg>
  );
}

function ToastItem({
  record,
  closeLabel,
  onDismiss,
}: {
  record: ToastRecord;
  closeLabel: string;
  onDismiss: (id: string) => void;
}) {
  const urgent = record.tone === 'error' || record.tone === 'warning';
  const titleId = `${record.id}-title`;
  const descriptionId = `${record.id}-description`;
  return (
    <ToastPrimitive.Root
      asChild
      open={record.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(record.id);
      }}
      duration={record.duration}
      // Errors and warnings interrupt a screen reader; info and success wait for a pause.
      type={urgent ? 'foreground' : 'background'}
    >
      <div
        className={styles.toast({ tone: record.tone })}
        role={urgent ? 'alert' : 'status'}
        // Radix announces each toast through its own live region; this stays quiet so nothing is read twice.
        aria-live="off"
        aria-atomic="true"
        aria-labelledby={titleId}
        aria-describedby={record.description === undefined ? undefined : descriptionId}
      >
        <span className={styles.icon({ tone: record.tone })}>
          <ToneIcon tone={record.tone} />
        </span>
        <div className={styles.text}>
          <ToastPrimitive.Title id={titleId} className={styles.title}>
            {record.title}
          </ToastPrimitive.Title>
          {record.description === undefined ? null : (
            <ToastPrimitive.Description id={descriptionId} className={styles.description}>
              {record.description}
            </ToastPrimitive.Description>
          )}
        </div>
        <ToastPrimitive.Close className={styles.closeButton} aria-label={closeLabel}>
          <CloseIcon size={16} />
        </ToastPrimitive.Close>
      </div>
    </ToastPrimitive.Root>
  );
}

/**
 * Queues and shows toasts in a corner above everything: at most `limit` at a time, each closing after its duration
 * (paused while the pointer or focus is on them), by its close button, by Escape or by a swipe.
 */
export function ToastProvider({
  children,
  limit = 3,
  duration = 5000,
  errorDuration = 10000,
  closeLabel = 'Close',
  label = 'Notification',
  viewportLabel = 'Notifications ({hotkey})',
  swipeDirection = 'right',
}: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastQueueReducer, emptyToastQueue);
  const prefix = useId();
  const counter = useRef(0);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    dispatch({ type: 'dismiss', id });
    if (removalTimers.current.has(id)) return;
    removalTimers.current.set(
      id,
      setTimeout(() => {
        removalTimers.current.delete(id);
        dispatch({ type: 'remove', id });
      }, exitDelay),
    );
  }, []);

  const toast = useCallback(
    ({ title, description, tone = 'info', duration: toastDuration }: ToastOptions) => {
      counter.current += 1;
      const id = `${prefix}toast-${counter.current}`;
      dispatch({
        type: 'add',
        toast: {
          id,
          title,
          description,
          tone,
          duration: toastDuration ?? (tone === 'error' ? errorDuration : duration),
          open: true,
        },
      });
      return id;
    },
    [prefix, duration, errorDuration],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider label={label} duration={duration} swipeDirection={swipeDirection}>
        {children}
        {visibleToasts(state, limit).map((record) => (
          <ToastItem key={record.id} record={record} closeLabel={closeLabel} onDismiss={dismiss} />
        ))}
        <ToastPrimitive.Viewport asChild label={viewportLabel}>
          {/*
            A plain container, not Radix's list: a list may only hold list items, and toasts are status/alert.
            aria-live (off: Radix announces) keeps it visible to assistive technology while a modal dialog hides the
            rest of the page, since toasts show above dialogs.
          */}
          <div className={styles.viewport} aria-live="off" />
        </ToastPrimitive.Viewport>
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
