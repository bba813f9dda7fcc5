/** Minimum widths in px of each breakpoint: one constant for sprinkles, hooks and Storybook viewports. */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** Below this breakpoint the layout is the mobile one. */
export const mobileBreakpoint: Breakpoint = 'lg';

/** The `min-width` media query that starts at the given breakpoint. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** A value that may change by breakpoint: `'column'` or `{ xs: 'column', lg: 'row' }`. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
