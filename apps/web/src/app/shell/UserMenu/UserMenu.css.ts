import { style } from '@vanilla-extract/css';
import { breakpoints } from '@lode/ui';

// Long user names are cut rather than pushing the header onto two lines; on a phone the button shows only its icon
// (its accessible name, "Account menu of …", still names the user).
export const name = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { display: 'none' },
  },
});
