import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The tab's own colour (its hover and selected backgrounds differ): a smaller size sets the note apart.
export const tabNote = style({ fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textMuted, marginBlock: vars.space['3'], marginInline: 0 });
