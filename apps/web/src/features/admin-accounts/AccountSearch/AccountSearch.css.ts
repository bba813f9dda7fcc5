import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const field = style({ flex: '1 1 16rem', minWidth: 0 });

export const addresses = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space['1'],
});

export const address = style({
  fontFamily: vars.font.mono,
  wordBreak: 'break-all',
  fontSize: vars.fontSize.sm,
});

export const prompt = style({ color: vars.color.textMuted, marginBlock: vars.space['4'] });
