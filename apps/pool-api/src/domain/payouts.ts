import { HOUR } from './time';

// Rules of the built-in pool's payouts.

/** After an address change, payouts of that coin wait this long (the change cool-down). */
export const ADDRESS_HOLD_SECONDS = 48 * HOUR;
