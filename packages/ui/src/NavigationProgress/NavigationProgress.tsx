import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { useReducedMotion } from '../colorMode/ColorModeProvider';
import { bar, completeDurationMs, done, indicator } from './NavigationProgress.css';

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** True while a navigation or data load runs. The bar shows only if it stays true longer than `delay`. */
  active: boolean;
  /** Accessible name of the bar while it shows. */
  label?: string;
  /** How long `active` must stay true before the bar appears, in ms: fast navigations show nothing. */
  delay?: number;
}

/** Where the bar starts when it appears, as a fraction of the width. */
const startAt = 0.1;
/** Where the bar rests while motion is off: no creeping, just a steady sign that work is under way. */
const restingAt = 0.5;
/** The bar creeps towards this fraction and never reaches it until the work is done. */
const creepLimit = 0.9;
/** Each creep step covers this share of the remaining distance to the limit. */
const creepStep = 0.12;
const creepIntervalMs = 400;

/**
 * A thin bar fixed at the top of the viewport for navigations and data loads. It appears only when `active` stays
 * true longer than `delay`, creeps forward while active, and runs to the end and fades when `active` turns false.
 */
export const NavigationProgress = forwardRef<HTMLDivElement, NavigationProgressProps>(
  function NavigationProgress({ active, label = 'Loading page', delay = 200, className, ...rest }, ref) {
    const [shown, setShown] = useState(false);
    const [progress, setProgress] = useState(startAt);
    const reducedMotion = useReducedMotion();

    // Appear only once the work has lasted longer than the delay: a quick navigation never shows the bar.
    useEffect(() => {
      if (!active || shown) return;
      const show = setTimeout(() => {
        setProgress(startAt);
        setShown(true);
      }, delay);
      return () => clearTimeout(show);
    }, [active, shown, delay]);

    // Creep while active, each step smaller than the one before, so the bar seems neither stuck nor done.
    useEffect(() => {
      if (!active || !shown) return;
      if (reducedMotion) {
        setProgress(restingAt);
        return;
      }
      const creep = setInterval(() => setProgress((p) => p + (creepLimit - p) * creepStep), creepIntervalMs);
      return () => clearInterval(creep);
    }, [active, shown, reducedMotion]);

    // Once the work is done the bar runs to the end and fades (styles below), then leaves the page. If work starts
    // again meanwhile, the cleanup keeps it on screen and it creeps on.
    useEffect(() => {
      if (active || !shown) return;
      const hide = setTimeout(() => setShown(false), completeDurationMs);
      return () => clearTimeout(hide);
    }, [active, shown]);

    if (!shown) return null;

    return (
      <div
        ref={ref}
        role="progressbar"
        aria-label={label}
        className={[bar, active ? undefined : done, className].filter(Boolean).join(' ')}
        data-state={active ? 'loading' : 'complete'}
        {...rest}
      >
        <div className={indicator} style={{ transform: `scaleX(${active ? progress : 1})` }} />
      </div>
    );
  },
);
