import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const actions = style({ display: 'inline-flex', gap: vars.space['2'] });

export const notice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Long user names are cut rather than pushing the header onto two lines.
export const name = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
