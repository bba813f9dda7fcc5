import { style, type StyleRule } from '@vanilla-extract/css';

/**
 * Read by assistive technology, not drawn: the box shrinks to one clipped pixel out of the flow, so its text stays in
 * the accessibility tree. Exported as a rule too, for places that hide only at some widths (inside a media query).
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const satisfies StyleRule;

/** The app's one visually hidden style: text for screen readers only (a heading for the outline, a spoken label). */
export const visuallyHidden = style(visuallyHiddenRule);
