// Daily buckets in the user's time zone (pool users ask for local days, not UTC), without a date library.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Seconds to add to UTC to get the wall-clock time in `tz` at epoch second `t`. */
export function utcOffset(tz: string, t: number): number {
  const parts = Object.fromEntries(
    formatter(tz)
      .formatToParts(new Date(t * 1000))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round(wall / 1000 - t);
}

/** The local calendar day (days since 1970-01-01 on the wall clock) holding epoch second `t` in `tz`. */
export function localDay(tz: string, t: number): number {
  return Math.floor((t + utcOffset(tz, t)) / 86_400);
}

/** The epoch second at which local day `day` starts in `tz`. */
export function localMidnight(tz: string, day: number): number {
  const guess = day * 86_400;
  // The offset at midnight itself: one correction step settles it, except inside a DST jump (then the jump's end).
  const first = guess - utcOffset(tz, guess);
  return guess - utcOffset(tz, first);
}
