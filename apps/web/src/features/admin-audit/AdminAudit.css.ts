import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

export const actions = style({ display: 'flex', justifyContent: 'end', marginBlock: vars.space['3'] });
