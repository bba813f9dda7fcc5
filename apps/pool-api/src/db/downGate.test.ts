import { describe, expect, it } from 'vitest';
import { waitFor } from '../testing/waitFor';
import { downGate } from './database';
import { DATABASE_DOWN } from './unavailable';

// The gate in front of PostgreSQL's queries, with a probe this test answers: found down, it refuses at once; found
// back, it lets queries through; and a query that began before the server was found back does not close it again.

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

/** A query the test ends when it chooses. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const goesThrough = (gate: ReturnType<typeof downGate>) =>
  gate
    .run(async () => 'answered')
    .then(
      () => true,
      () => false,
    );

describe('downGate', () => {
  it('refuses at once once a query finds the server gone, and opens when the probe answers', async () => {
    let serverUp = false;
    const reported: string[] = [];
    const gate = downGate(
      async () => {
        if (!serverUp) throw refused;
      },
      {
        probeMs: 5,
        report: {
          down: (error) => reported.push(`down: ${(error as Error).message}`),
          back: () => reported.push('back'),
        },
      },
    );
    await expect(gate.run(() => Promise.reject(refused))).rejects.toBe(refused);
    await expect(gate.run(async () => 'answered')).rejects.toMatchObject({ code: DATABASE_DOWN });
    serverUp = true;
    await waitFor(() => goesThrough(gate), 'the gate open again', { everyMs: 5 });
    // Told once each, with the failure that closed it.
    expect(reported).toEqual(['down: connect ECONNREFUSED', 'back']);
    gate.close();
  });

  it('does not close for a failure that is not the server being away', async () => {
    const gate = downGate(async () => {}, { probeMs: 5 });
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(gate.run(() => Promise.reject(syntax))).rejects.toBe(syntax);
    expect(await goesThrough(gate)).toBe(true);
    gate.close();
  });

  it('a query that began before the server was found back fails alone: the gate stays open', async () => {
    let serverUp = false;
    const gate = downGate(
      async () => {
        if (!serverUp) throw refused;
      },
      { probeMs: 5 },
    );
    // A query is under way (its connection attempt made while the server was away) when another finds it gone.
    const early = pending<string>();
    const earlyRun = gate.run(() => early.promise);
    await expect(gate.run(() => Promise.reject(refused))).rejects.toBe(refused);
    serverUp = true;
    await waitFor(() => goesThrough(gate), 'the gate open again', { everyMs: 5 });
    // Its failure comes late, after the recovery.
    early.reject(refused);
    await expect(earlyRun).rejects.toBe(refused);
    expect(await goesThrough(gate)).toBe(true);
    // A query begun after the recovery that finds the server gone still closes it.
    serverUp = false;
    await expect(gate.run(() => Promise.reject(refused))).rejects.toBe(refused);
    await expect(gate.run(async () => 'answered')).rejects.toMatchObject({ code: DATABASE_DOWN });
    gate.close();
  });
});
