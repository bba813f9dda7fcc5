import { describe, expect, it } from 'vitest';
import type { Worker } from './schemas';
import { selectWorkers, type WorkerFilter, workerCoins, workerGroups, workersCsv } from './workerList';

// The workers list over what a real pool engine reports: no group or model for some workers, no reject rate where
// the engine keeps only accepted shares. An unknown is never sorted, filtered or exported as if it were a 0.

const worker = (name: string, over: Partial<Worker> = {}): Worker => ({
  id: name,
  name,
  group: null,
  model: null,
  algorithm: 'Scrypt',
  coin: 'LTC',
  status: 'online',
  hashrate: { tenMinutes: 1e9, oneHour: 1e9, oneDay: 1e9 },
  rejectRate: null,
  staleRate: null,
  lastShareAt: '2026-11-22T18:00:00.000Z',
  uptime: 1,
  ...over,
});

const rigs = [
  worker('delta', { rejectRate: 0.02, group: 'rack-a', model: 'Antminer L7' }),
  worker('alpha'),
  worker('charlie', { rejectRate: 0, group: 'garage' }),
  worker('bravo', { rejectRate: 0.01, model: 'Goldshell DG Max' }),
  worker('echo', { status: 'offline' }),
];

const names = (filter: Partial<WorkerFilter>) =>
  selectWorkers(rigs, { sort: 'name', order: 'asc', ...filter }).selected.map((w) => w.name);

describe('selectWorkers', () => {
  it('sorts by reject rate with the unknown ones last, ascending and descending alike', () => {
    expect(names({ sort: 'rejectRate', order: 'asc' })).toEqual([
      'charlie',
      'bravo',
      'delta',
      'alpha',
      'echo',
    ]);
    expect(names({ sort: 'rejectRate', order: 'desc' })).toEqual([
      'delta',
      'bravo',
      'charlie',
      'echo',
      'alpha',
    ]);
  });

  it('keeps a known 0 % among the known rates, before the unknown ones', () => {
    const sorted = names({ sort: 'rejectRate', order: 'asc' });
    expect(sorted.indexOf('charlie')).toBeLessThan(sorted.indexOf('alpha'));
  });

  it('matches a group filter only on workers that have that group', () => {
    expect(names({ group: 'rack-a' })).toEqual(['delta']);
    expect(names({ group: '' })).toHaveLength(rigs.length);
  });

  it('searches the name, and the model where there is one', () => {
    expect(names({ search: 'goldshell' })).toEqual(['bravo']);
    expect(names({ search: 'ALP' })).toEqual(['alpha']);
    expect(names({ search: 'antminer' })).toEqual(['delta']);
    expect(names({ search: 'null' })).toEqual([]);
  });

  it('counts the status tabs on every match and lists the selected status only', () => {
    const { matching, selected } = selectWorkers(rigs, { status: 'offline', sort: 'name', order: 'asc' });
    expect(matching).toHaveLength(rigs.length);
    expect(selected.map((w) => w.name)).toEqual(['echo']);
  });
});

describe('workerGroups', () => {
  it('lists each group once, sorted, and nothing for workers without one', () => {
    expect(workerGroups(rigs)).toEqual(['garage', 'rack-a']);
    expect(workerGroups([worker('alpha'), worker('bravo')])).toEqual([]);
  });
});

describe('workers on two coins', () => {
  // One rig name on the LTC and the DOGE pool (merge-mined apart) is two workers, one per pool.
  const twoPools = [
    worker('rig-1'),
    worker('rig-1', { id: 'rig-1-doge', coin: 'DOGE', status: 'offline' }),
    worker('rig-2'),
  ];

  it('filters by coin and counts the status tabs within it', () => {
    const { matching, selected } = selectWorkers(twoPools, { coin: 'DOGE', sort: 'name', order: 'asc' });
    expect(selected.map((w) => w.id)).toEqual(['rig-1-doge']);
    expect(matching).toHaveLength(1);
    expect(selectWorkers(twoPools, { coin: 'LTC', sort: 'name', order: 'asc' }).selected).toHaveLength(2);
  });

  it('lists each coin once in the pool’s coin order', () => {
    expect(workerCoins([...twoPools].reverse())).toEqual(['LTC', 'DOGE']);
    expect(workerCoins(rigs)).toEqual(['LTC']);
  });

  it('writes each row’s coin into the file, one name’s coins in the pool’s order', () => {
    const lines = workersCsv(
      selectWorkers([...twoPools].reverse(), { sort: 'name', order: 'asc' }).selected,
    ).split('\r\n');
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'rig-1,LTC',
      'rig-1,DOGE',
    ]);
  });
});

describe('workersCsv', () => {
  it('writes an unknown group or reject rate as an empty cell, a known 0 as 0', () => {
    const lines = workersCsv(selectWorkers(rigs, { sort: 'name', order: 'asc' }).selected).split('\r\n');
    expect(lines[0]).toBe(
      'name,coin,group,status,hashrate_10m,hashrate_1h,hashrate_24h,reject_rate,last_share',
    );
    expect(lines[1]).toBe('alpha,LTC,,online,1000000000,1000000000,1000000000,,2026-11-22T18:00:00.000Z');
    expect(lines[3]).toBe(
      'charlie,LTC,garage,online,1000000000,1000000000,1000000000,0,2026-11-22T18:00:00.000Z',
    );
  });
});
