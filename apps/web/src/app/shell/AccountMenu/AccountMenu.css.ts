import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lode/ui';

export const actions = style({ display: 'inline-flex', gap: vars.space['2'] });

export const notice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// Holds the menu button's place for the moment its code loads.
export const placeholder = style({ display: 'inline-block', width: '96px', height: '32px' });

// Below sm the header keeps only Sign in; Register is in the site menu (PublicMenu). Two classes outweigh Button's.
export const register = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: {
      selectors: { [`${actions} > &`]: { display: 'none' } },
    },
  },
});
