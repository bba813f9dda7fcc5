import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const status = style({ paddingBlock: vars.space['6'], maxWidth: '60ch' });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const body = style({ color: vars.color.textMuted, marginBlock: vars.space['3'] });
