// Plain helpers for figures the pool engine may not report (`null` in the API), beside the component that shows them.

/**
 * Whether a series has the figure at all: a pool engine that does not report it sends null in every point (an empty
 * series says nothing either way, so it counts as reported).
 */
export function isReported<P, K extends keyof P>(points: readonly P[], key: K): boolean {
  return points.length === 0 || points.some((point) => point[key] !== null);
}

/** A table's sort value for a figure that may be unknown: NaN, which the table sorts after every known value. */
export function sortableOrMissing(value: number | null): number {
  return value ?? Number.NaN;
}
