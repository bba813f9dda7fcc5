import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/vars.css';

export const error = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.error.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.error.soft,
  color: vars.color.error.text,
  fontSize: vars.fontSize.sm,
});
