import { describe, expect, it } from 'vitest';
import {
  clampPage,
  compareSortValues,
  nextSort,
  pageAfterResize,
  pageCount,
  pageRows,
  sortRows,
} from './dataTableModel';

interface Worker {
  name: string;
  hashrate: number;
}

const workers: Worker[] = [
  { name: 'rig-10', hashrate: 9.52e9 },
  { name: 'rig-2', hashrate: 0.75e9 },
  { name: 'Rig-1', hashrate: 9.52e9 },
  { name: 'asic-b', hashrate: Number.NaN },
  { name: '', hashrate: 1.2e9 },
];

const byName = (w: Worker) => w.name;
const byHashrate = (w: Worker) => w.hashrate;

describe('compareSortValues', () => {
  it('orders numbers by size and strings with numeric parts as numbers', () => {
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues(10, 2)).toBeGreaterThan(0);
    expect(compareSortValues(3, 3)).toBe(0);
    expect(compareSortValues('rig-2', 'rig-10')).toBeLessThan(0);
    expect(compareSortValues('rig-01', 'RIG-01')).toBe(0);
  });

  it('puts numbers before strings', () => {
    expect(compareSortValues(99, 'a')).toBeLessThan(0);
    expect(compareSortValues('a', 99)).toBeGreaterThan(0);
  });
});

describe('sortRows', () => {
  it('sorts names naturally, ignoring case, with empty names last', () => {
    expect(sortRows(workers, byName, 'ascending').map(byName)).toEqual([
      'asic-b',
      'Rig-1',
      'rig-2',
      'rig-10',
      '',
    ]);
    expect(sortRows(workers, byName, 'descending').map(byName)).toEqual([
      'rig-10',
      'rig-2',
      'Rig-1',
      'asic-b',
      '',
    ]);
  });

  it('sorts numbers, keeps ties in their original order in both directions, and puts NaN last', () => {
    expect(sortRows(workers, byHashrate, 'ascending').map(byName)).toEqual([
      'rig-2',
      '',
      'rig-10',
      'Rig-1',
      'asic-b',
    ]);
    expect(sortRows(workers, byHashrate, 'descending').map(byName)).toEqual([
      'rig-10',
      'Rig-1',
      '',
      'rig-2',
      'asic-b',
    ]);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = workers.map(byName);
    const sorted = sortRows(workers, byHashrate, 'ascending');
    expect(sorted).not.toBe(workers);
    expect(workers.map(byName)).toEqual(before);
    const unsorted = sortRows(workers, undefined, 'ascending');
    expect(unsorted).not.toBe(workers);
    expect(unsorted).toEqual(workers);
  });
});

describe('nextSort', () => {
  it('starts ascending on a new column and flips on the same one', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'ascending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'hashrate')).toEqual({
      columnId: 'hashrate',
      direction: 'ascending',
    });
  });
});

describe('pagination', () => {
  const rows = Array.from({ length: 42 }, (_, i) => i + 1);

  it('counts pages, with at least one', () => {
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(42, 0)).toBe(1);
  });

  it('clamps page numbers into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('slices the rows of a page, the last one short', () => {
    expect(pageRows(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(rows, 5, 10)).toEqual([41, 42]);
    // A page past the end shows the last page rather than nothing.
    expect(pageRows(rows, 7, 10)).toEqual([41, 42]);
    expect(pageRows([], 1, 10)).toEqual([]);
  });

  it('keeps the first visible row in view when the page size changes', () => {
    // Page 3 of 10 starts at row 21; with 25 a page that row is on page 1, with 5 on page 5.
    expect(pageAfterResize(3, 10, 25)).toBe(1);
    expect(pageAfterResize(3, 10, 5)).toBe(5);
    expect(pageAfterResize(5, 10, 25)).toBe(2);
    expect(pageAfterResize(1, 10, 50)).toBe(1);
  });
});
