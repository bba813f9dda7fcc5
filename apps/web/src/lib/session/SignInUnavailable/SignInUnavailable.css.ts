import { style } from '@vanilla-extract/css';
import { minWidthQuery, vars } from '@lode/ui';

// On a page that needs sign-in: the page's content, as the guard's other states are.
export const page = style({ paddingBlock: vars.space['6'] });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const body = style({
  color: vars.color.textMuted,
  marginBlock: `${vars.space['3']} ${vars.space['4']}`,
  maxWidth: '60ch',
});

// Over any other page: at the foot of the screen, full width on a phone, in the corner from sm up, where toasts go.
export const notice = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  boxSizing: 'border-box',
  padding: vars.space['3'],
  '@media': {
    [minWidthQuery('sm')]: {
      insetInline: 'auto',
      right: 0,
      width: '420px',
      padding: vars.space['4'],
    },
  },
});

export const noticeAlert = style({ boxShadow: '0 4px 16px rgb(0 0 0 / 0.18)' });
