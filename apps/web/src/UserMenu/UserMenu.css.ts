import { style } from '@vanilla-extract/css';

// Long user names are cut rather than pushing the header onto two lines.
export const name = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
