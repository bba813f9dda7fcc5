// Where the account's answers stand in its live events. Every account read of the pool API carries `Lode-Event-Id`:
// the id of the account's newest live event when the answer was read. The live stream opens from the earliest such
// position it has not seen yet (as its `Last-Event-ID`), so it sends exactly what came after the answers on screen,
// and nothing on screen is fetched a second time to make sure. An event at or below the newest position may already
// be in some answer: the live layer applies such an event only where that cannot count it twice.

/** The response header that names the position. */
export const eventPositionHeader = 'Lode-Event-Id';

let earliest: number | undefined;
let newest = -1;

/** Notes the position an account answer names (a missing or malformed header is ignored). */
export function noteEventPosition(header: string | null): void {
  if (header === null || !/^\d{1,15}$/.test(header)) return;
  const position = Number(header);
  earliest = earliest === undefined ? position : Math.min(earliest, position);
  newest = Math.max(newest, position);
}

/** The earliest position noted since the last call, for a stream about to open afresh; forgets it. */
export function takeEarliestEventPosition(): number | undefined {
  const position = earliest;
  earliest = undefined;
  return position;
}

/** The newest position any answer has named: events up to it may already be in what is shown. */
export function newestEventPosition(): number {
  return newest;
}

/** Forgets every position (the account signed out: the next one's ids are its own). */
export function forgetEventPositions(): void {
  earliest = undefined;
  newest = -1;
}
