import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// The channel switches of one rule: switches side by side, wrapping on a phone, unframed inside the rule's own frame.

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  alignItems: 'start',
  gap: `${vars.space['3']} ${vars.space['5']}`,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
