import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, minWidthQuery, type Breakpoint } from './breakpoints';
import { vars } from './vars.css';

// Conditions come from the one breakpoints constant, so sprinkles, hooks and Storybook viewports agree.
const conditions = Object.fromEntries(
  (Object.keys(breakpoints) as Breakpoint[]).map((name) => [
    name,
    breakpoints[name] === 0 ? {} : { '@media': minWidthQuery(name) },
  ]),
) as Record<Breakpoint, { '@media'?: string }>;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Atomic, responsive layout classes: `sprinkles({ display: { xs: 'none', lg: 'flex' }, gap: '4' })`. */
export const sprinkles = createSprinkles(responsiveProperties);

/** The props `sprinkles` takes. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
