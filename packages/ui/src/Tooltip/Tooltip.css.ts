import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

// The tooltip drifts in from its trigger's side.
const offsetX = createVar();
const offsetY = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: `translate(${offsetX}, ${offsetY})` },
  to: { opacity: 1, transform: 'translate(0, 0)' },
});

export const content = style({
  // A popover in the top layer, placed by script (internal/floating); the z-index serves engines without popovers.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  border: 'none',
  zIndex: vars.zIndex.tooltip,
  boxSizing: 'border-box',
  maxWidth: 'min(280px, calc(100vw - 16px))',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  // The neutral solid and its text colour are a pair checked for AA contrast in both themes.
  backgroundColor: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  vars: { [offsetX]: '0', [offsetY]: '4px' },
  animation: `${enter} ${vars.duration.fast} ease-out`,
  selectors: {
    '&[data-side="bottom"]': { vars: { [offsetY]: '-4px' } },
    '&[data-side="left"]': { vars: { [offsetX]: '4px', [offsetY]: '0' } },
    '&[data-side="right"]': { vars: { [offsetX]: '-4px', [offsetY]: '0' } },
  },
});
