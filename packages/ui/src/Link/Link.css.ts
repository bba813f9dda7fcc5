import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const link = style({
  color: vars.color.primary.text,
  // Underlined, not told apart by colour alone (WCAG 1.4.1), also inside body text.
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transitionProperty: 'text-decoration-thickness, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  verticalAlign: '-0.05em',
});
