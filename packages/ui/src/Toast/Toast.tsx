import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { CloseIcon } from '../Dialog/CloseIcon';
import { useInnermostModal } from '../internal/modalStack';
import * as styles from './Toast.css';
import {
  emptyToastQueue,
  toastQueueReducer,
  visibleToasts,
  type ToastOptions,
  type ToastRecord,
  type ToastTone,
} from './toastQueue';

export type { ToastAction, ToastOptions, ToastTone } from './toastQueue';

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

// The key that moves focus to the toasts, as in Radix and most toast libraries.
const hotkey = 'F8';

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

// A swipe this far (in CSS pixels) in the swipe direction dismisses the toast; a shorter one springs back.
const swipeThreshold = 50;

const swipeAxis = { right: ['x', 1], left: ['x', -1], down: ['y', 1], up: ['y', -1] } as const;

function ToastItem({
  record,
  closeLabel,
  paused,
  swipeDirection,
  onDismiss,
}: {
  record: ToastRecord;
  closeLabel: string;
  paused: boolean;
  swipeDirection: NonNullable<ToastProviderProps['swipeDirection']>;
  onDismiss: (id: string) => void;
}) {
  const urgent = record.tone === 'error' || record.tone === 'warning';
  const titleId = `${record.id}-title`;
  const descriptionId = `${record.id}-description`;
  const [swipe, setSwipe] = useState<{ state: 'move' | 'cancel' | 'end'; offset: number } | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  // The time left is kept across pauses: hovering a toast for a while does not restart its clock.
  const remaining = useRef(record.duration);
  useEffect(() => {
    if (!record.open || paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(record.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [record.open, record.id, paused, onDismiss]);

  const [axis, sign] = swipeAxis[swipeDirection];
  const moved = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    if (!start) return 0;
    return Math.max(0, sign * (axis === 'x' ? event.clientX - start.x : event.clientY - start.y));
  };

  return (
    // A focusable status or alert: F8 then Tab reaches it, Escape closes it, a swipe dismisses it (as in Radix).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div
      className={styles.toast({ tone: record.tone })}
      role={urgent ? 'alert' : 'status'}
      // The provider's live regions announce each toast once; the toast itself stays quiet so nothing is read twice.
      aria-live="off"
      aria-atomic="true"
      aria-labelledby={titleId}
      aria-describedby={record.description === undefined ? undefined : descriptionId}
      // Reachable with Tab after F8 moves focus to the toasts; Escape then closes the focused one.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a toast must be reachable to be closed by Escape
      tabIndex={0}
      data-state={record.open ? 'open' : 'closed'}
      data-swipe={swipe?.state}
      data-swipe-direction={swipeDirection}
      style={
        swipe
          ? {
              [styles.swipeProperties.x]: `${axis === 'x' ? sign * swipe.offset : 0}px`,
              [styles.swipeProperties.y]: `${axis === 'y' ? sign * swipe.offset : 0}px`,
            }
          : undefined
      }
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && event.target === event.currentTarget) {
          event.preventDefault();
          onDismiss(record.id);
        }
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || (event.target as Element).closest('button')) return;
        swipeStart.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event) => {
        if (swipeStart.current) setSwipe({ state: 'move', offset: moved(event) });
      }}
      onPointerUp={(event) => {
        const offset = moved(event);
        swipeStart.current = null;
        if (offset >= swipeThreshold) {
          setSwipe({ state: 'end', offset });
          onDismiss(record.id);
        } else if (swipe) {
          setSwipe({ state: 'cancel', offset: 0 });
        }
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
        setSwipe(null);
      }}
    >
      <span className={styles.icon({ tone: record.tone })}>
        <ToneIcon tone={record.tone} />
      </span>
      <div className={styles.text}>
        <div id={titleId} className={styles.title}>
          {record.title}
        </div>
        {record.description === undefined ? null : (
          <div id={descriptionId} className={styles.description}>
            {record.description}
          </div>
        )}
        {record.action ? (
          <div className={styles.action}>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                record.action?.onAction();
                onDismiss(record.id);
              }}
            >
              {record.action.label}
            </Button>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.closeButton}
        aria-label={closeLabel}
        onClick={() => onDismiss(record.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * Queues and shows toasts in a corner above everything: at most `limit` at a time, each closing after its duration
 * (paused while the pointer or focus is on them, or the window is in the background), by its close button, by Escape
 * or by a swipe. F8 moves focus to them. While a modal dialog is open they show inside it, so they stay usable.
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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [windowBlurred, setWindowBlurred] = useState(false);
  const viewport = useRef<HTMLElement>(null);
  const modal = useInnermostModal();

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  useEffect(() => {
    const jumpToToasts = (event: globalThis.KeyboardEvent) => {
      if (event.code === hotkey || event.key === hotkey) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    const blur = () => setWindowBlurred(true);
    const focus = () => setWindowBlurred(false);
    document.addEventListener('keydown', jumpToToasts);
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      document.removeEventListener('keydown', jumpToToasts);
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
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
    ({ title, description, tone = 'info', duration: toastDuration, action }: ToastOptions) => {
      counter.current += 1;
      const id = `${prefix}toast-${counter.current}`;
      dispatch({
        type: 'add',
        toast: {
          id,
          title,
          description,
          tone,
          action,
          duration: toastDuration ?? (tone === 'error' ? errorDuration : duration),
          open: true,
        },
      });
      return id;
    },
    [prefix, duration, errorDuration],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const shown = visibleToasts(state, limit);
  const announce = (urgent: boolean) =>
    shown
      .filter((record) => record.open && (record.tone === 'error' || record.tone === 'warning') === urgent)
      .map((record) => (
        <p key={record.id}>
          {label}: {record.title}
          {record.description === undefined ? null : <> {record.description}</>}
          {record.action ? <> {record.action.altText}</> : null}
        </p>
      ));

  const region = (
    // Pointer and focus on the region pause the timers; nothing here is an action.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- pause only, no action
    <section
      ref={viewport}
      className={styles.viewport}
      aria-label={viewportLabel.replace('{hotkey}', hotkey)}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Live regions that stay in the page, so each new toast is announced once when it appears. */}
      <VisuallyHidden aria-live="polite">{announce(false)}</VisuallyHidden>
      <VisuallyHidden aria-live="assertive">{announce(true)}</VisuallyHidden>
      {shown.map((record) => (
        <ToastItem
          key={record.id}
          record={record}
          closeLabel={closeLabel}
          paused={hovered || focused || windowBlurred}
          swipeDirection={swipeDirection}
          onDismiss={dismiss}
        />
      ))}
    </section>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A modal dialog hides the rest of the page, blocks its pointer events and keeps focus inside: the toasts move
          into it while it is open. */}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  );
}
