import { styleVariants } from '@vanilla-extract/css';

// Square: the width equals the Button height of each size, so icon and text buttons line up in a toolbar.
export const iconButton = styleVariants({ sm: '32px', md: '40px', lg: '48px' }, (side) => ({
  width: side,
  minWidth: side,
  paddingInline: 0,
}));
