import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './dateTimeInput';

describe('the console’s date-time fields', () => {
  it('turn a local date-time into an instant and back', () => {
    const iso = localInputToIso('2026-12-24T18:30');
    expect(iso).toBe(new Date(2026, 11, 24, 18, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-12-24T18:30');
    expect(localInputToIso('tomorrow')).toBeUndefined();
    expect(isoToLocalInput(null)).toBe('');
  });
});
