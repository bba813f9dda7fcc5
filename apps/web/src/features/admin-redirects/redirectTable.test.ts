import { describe, expect, it } from 'vitest';
import { moveRow, rowsOf, rulesOf, tableProblems } from './redirectTable';

describe('the redirects editor’s table', () => {
  it('gives rows keys of their own and gives back trimmed rules in order', () => {
    let n = 0;
    const rows = rowsOf(
      [
        { match: '/old/**', redirect: '/news', status: 301 },
        { match: '/a', redirect: '/b', status: 302 },
      ],
      () => `k${++n}`,
    );
    expect(rows.map((r) => r.key)).toEqual(['k1', 'k2']);
    const moved = moveRow(rows, 1, -1);
    expect(moved.map((r) => r.key)).toEqual(['k2', 'k1']);
    expect(moveRow(rows, 0, -1).map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(moveRow(rows, 1, 1).map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(rulesOf([{ key: 'x', match: ' /x ', redirect: ' https://e.example/ ', status: 308 }])).toEqual([
      { match: '/x', redirect: 'https://e.example/', status: 308 },
    ]);
  });

  it('sorts the API’s field errors onto rows', () => {
    expect(
      tableProblems({
        'rules.2.redirect': 'Only http(s) URLs',
        'rules.0.match': 'Would loop',
        'rules.1': 'Duplicate',
        rules: 'At most 200 rules',
      }),
    ).toEqual({
      rows: { 0: { match: 'Would loop' }, 1: { match: 'Duplicate' }, 2: { redirect: 'Only http(s) URLs' } },
      table: 'At most 200 rules',
    });
  });
});
