import { vars } from '@lode/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { chartTheme } from '../theme/chartTheme.css';

const { roles } = chartTheme;

/** The custom property holding the transition time: 400 ms by default, 0 ms when motion is off (set inline). */
export const durationProperty = '--lode-chart-duration';
const duration = `var(${durationProperty}, 400ms)`;

export const root = style({
  position: 'relative',
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const plot = style({ position: 'relative', width: '100%' });

export const svg = style({ display: 'block', overflow: 'visible' });

export const grid = style({});

globalStyle(`${grid} line`, { stroke: roles.grid, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const axisLine = style({ stroke: roles.axis, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const tickLabel = style({
  fill: roles.label,
  fontFamily: vars.font.body,
  // Tick layout assumes this size (layoutTicks' fontSize): change both together.
  fontSize: '12px',
  fontVariantNumeric: 'tabular-nums',
});

const reveal = keyframes({
  from: { clipPath: 'inset(0 100% 0 0)' },
  to: { clipPath: 'inset(0 0 0 0)' },
});

/** The group of series: drawn in from the left when the chart appears. */
export const seriesGroup = style({
  animation: `${reveal} ${duration} ease-out both`,
});

export const line = style({
  fill: 'none',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  // When a series is shown or hidden the others rescale: the path morphs (same points, new heights).
  transition: `d ${duration} ease-in-out`,
});

export const area = style({
  stroke: 'none',
  fillOpacity: 0.14,
  transition: `d ${duration} ease-in-out`,
});

const grow = keyframes({ from: { transform: 'scaleY(0)' } });

export const bar = style({
  transformBox: 'fill-box',
  transformOrigin: 'bottom',
  animation: `${grow} ${duration} ease-out both`,
  transition: `y ${duration} ease-in-out, height ${duration} ease-in-out, x ${duration} ease-in-out, width ${duration} ease-in-out`,
});

/** Bars below zero grow downwards from the baseline. */
export const barNegative = style({ transformOrigin: 'top' });

export const pointer = style({
  position: 'absolute',
  cursor: 'crosshair',
  // Sideways drags scrub the chart on touch screens; vertical ones still scroll the page.
  touchAction: 'pan-y',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const crosshair = style({
  position: 'absolute',
  inset: 0,
  overflow: 'visible',
  pointerEvents: 'none',
  // Own compositing layer: moving the crosshair repaints it alone, not the thousands of path segments below.
  willChange: 'transform',
});

export const crosshairLine = style({
  stroke: roles.crosshair,
  strokeWidth: 1,
  strokeDasharray: '3 3',
  shapeRendering: 'crispEdges',
});

export const crosshairBand = style({ fill: roles.crosshair, fillOpacity: 0.12 });

export const crosshairDot = style({ stroke: roles.surface, strokeWidth: 2 });

export const tooltip = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  willChange: 'transform',
  minWidth: '120px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: roles.tooltip,
  color: roles.tooltipText,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  // Times in the title and values in the rows, digits of equal width.
  fontVariantNumeric: 'tabular-nums',
});

/** Right of the point in the left half of the plot, left of it in the right half, so it stays inside. */
export const tooltipFlipped = style({ transform: 'translateX(-100%)' });

export const tooltipTitle = style({
  marginBottom: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const tooltipRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space['2'],
  paddingBlock: '2px',
});

export const tooltipValue = style({
  fontWeight: vars.fontWeight.bold,
  textAlign: 'end',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  marginBottom: vars.space['2'],
  padding: 0,
  listStyle: 'none',
});

export const legendButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '32px',
  padding: `0 ${vars.space['2']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    // Hidden series: muted and struck through, so the state is not told by colour alone.
    '&[aria-pressed="false"]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const swatch = style({ flex: 'none', overflow: 'visible' });

globalStyle(`${legendButton}[aria-pressed="false"] ${swatch}`, { opacity: 0.35 });

export const state = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  height: '100%',
  margin: 0,
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const stateError = style({ color: vars.color.error.text, borderColor: vars.color.error.border });

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '6%',
  width: '70%',
  height: '45%',
});

export const skeletonBar = style({
  flex: 1,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.softHover,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const retry = style({
  minHeight: '32px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Read by screen readers, not drawn: the data table that stands in for the picture. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// Motion off (useReducedMotion): nothing animates or transitions, whatever the duration says.
globalStyle(`${root}[data-motion-off] *`, { animation: 'none', transition: 'none' });
