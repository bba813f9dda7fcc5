import { allowedIntervals, type Interval, type Range } from '../domain/history';
import { ApiError } from './errors';

// A history request's bucket size: the default of its range, or the one it names when the range allows it.

/** The default bucket size when the request names none, and the check when it does. */
export function pickInterval(range: Range, interval: string | undefined): Interval {
  const allowed = allowedIntervals[range];
  const chosen = (interval ?? allowed[0]) as Interval;
  if (!allowed.includes(chosen))
    throw new ApiError(400, 'validation_failed', 'This interval does not fit the range', {
      fields: [{ field: 'query.interval', message: `For range ${range} use one of ${allowed.join(', ')}` }],
    });
  return chosen;
}
