import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { showInTopLayer, useFloatingPosition, type Align, type Side } from '../internal/floating';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './Tooltip.css';

interface TooltipTiming {
  delayDuration: number;
  /** Whether a tooltip of this provider closed so recently that the next one opens at once. */
  recentlyClosed: () => boolean;
  /** Records that a tooltip closed now. */
  markClosed: () => void;
}

const hoverGraceMs = 120;

function createTiming(delayDuration: number, skipDelayDuration: number): TooltipTiming {
  let lastClosedAt = 0;
  return {
    delayDuration,
    recentlyClosed: () => Date.now() - lastClosedAt < skipDelayDuration,
    markClosed: () => {
      lastClosedAt = Date.now();
    },
  };
}

// Tooltips without a provider above them share this one.
const TimingContext = createContext<TooltipTiming>(createTiming(400, 300));

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  /** The tooltips of the app. */
  children: ReactNode;
  /** Milliseconds the pointer rests on a trigger before its tooltip opens (keyboard focus opens it at once). */
  delayDuration?: number;
  /** Milliseconds after one tooltip closes during which the next one opens without delay. */
  skipDelayDuration?: number;
}

/** Shares open delays between tooltips, so moving along a toolbar shows each tooltip at once; put it near the root. */
export function TooltipProvider({
  children,
  delayDuration = 400,
  skipDelayDuration = 300,
}: TooltipProviderProps) {
  const timing = useMemo(
    () => createTiming(delayDuration, skipDelayDuration),
    [delayDuration, skipDelayDuration],
  );
  return <TimingContext.Provider value={timing}>{children}</TimingContext.Provider>;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint. Keep it short, and never the only place of essential information: touch screens never show it. */
  content: ReactNode;
  /** One focusable element that accepts a ref, such as a `Button` or an icon button with an `aria-label`. */
  children: ReactElement;
  /** The side of the trigger it prefers; it flips when there is no room. */
  side?: Side;
  /** Alignment along that side. */
  align?: Align;
  /** Milliseconds of hover before it opens, overriding the provider's. */
  delayDuration?: number;
  /** Whether it is open, when the caller controls it. */
  open?: boolean;
  /** Whether it starts open. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A hint on hover and keyboard focus, drawn in the browser's top layer; Escape closes it. The text describes the
 * trigger (`aria-describedby`) while open. A disabled button gets no pointer events: wrap it in a focusable element
 * to give it a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const timing = useContext(TimingContext);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const trigger = useRef<HTMLElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that follows a pointer press is not keyboard focus: it opens nothing.
  const pressed = useRef(false);
  const id = useId();

  const cancelTimer = () => clearTimeout(timer.current);
  const show = (delay: number) => {
    cancelTimer();
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    cancelTimer();
    if (open) timing.markClosed();
    setOpen(false);
  };
  // Leaving the trigger for the tooltip keeps it open (WCAG 1.4.13: the hint can be hovered), across the gap too.
  const hideSoon = () => {
    cancelTimer();
    timer.current = setTimeout(hide, hoverGraceMs);
  };

  useEffect(() => cancelTimer, []);

  useFloatingPosition(open, trigger, tooltip, { side, align, offset: 6 });

  useLayoutEffect(() => {
    if (!open || !tooltip.current) return;
    showInTopLayer(tooltip.current);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      timing.markClosed();
      setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, timing, setOpen]);

  return (
    <>
      <Slot
        ref={trigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event: ReactPointerEvent) => {
          if (event.pointerType === 'touch') return;
          show(timing.recentlyClosed() ? 0 : (delayDuration ?? timing.delayDuration));
        }}
        onPointerLeave={hideSoon}
        onPointerDown={() => {
          pressed.current = true;
          hide();
        }}
        onFocus={() => {
          if (!pressed.current) show(0);
        }}
        onBlur={() => {
          pressed.current = false;
          hide();
        }}
      >
        {children}
      </Slot>
      {open ? (
        <div
          ref={tooltip}
          id={id}
          role="tooltip"
          popover="manual"
          className={styles.content}
          onPointerEnter={cancelTimer}
          onPointerLeave={hideSoon}
        >
          {content}
        </div>
      ) : null}
    </>
  );
}
