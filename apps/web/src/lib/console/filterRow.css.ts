import { style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// A console page's search and filter row: fields side by side (wrapping on a phone), the submit button level with
// the fields' inputs rather than with the hint a field may carry below its input.

/** The row: its fields top-aligned, so a hint under one field does not push the others. */
export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
});

/** The row's submit button: as far down as a stacked field's label, so it sits level with the inputs. */
export const filterSubmit = style({
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space['1']})`,
});
