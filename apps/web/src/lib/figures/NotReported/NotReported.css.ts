import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The dash is muted so it reads as "no figure" beside real ones, and is a help cursor where a pointer can hover.
export const mark = style({ color: vars.color.textMuted, cursor: 'help' });
