import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../scripts/wait.ts';
import { downGate } from './database';
import { DATABASE_DOWN } from './unavailable';

// The gate in front of PostgreSQL's queries, with a probe this test answers: found down, it refuses at once; found
// back, it lets queries through; and a failure that cannot say the server is away (its query began before the server
// was found back, or another query was answered meanwhile) does not close it.

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const timedOut = Object.assign(new Error('write CONNECT_TIMEOUT 127.0.0.1:5432'), {
  code: 'CONNECT_TIMEOUT',
});
const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

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

  it('a connection not set up in time while other queries are answered: tried once more, the gate stays open', async () => {
    const reported: string[] = [];
    const gate = downGate(async () => {}, {
      probeMs: 5,
      report: {
        down: (error) => reported.push(`down: ${(error as Error).message}`),
        back: () => reported.push('back'),
        stray: (error, _ms, retried) =>
          reported.push(`stray: ${(error as Error).message}, retried ${retried}`),
      },
    });
    // A query waits for a new connection, which the restarted server, busy setting up dozens, does not finish in time;
    // meanwhile another query is answered on a connection already set up.
    const slow = pending<string>();
    let attempts = 0;
    const waiting = gate.run(() => {
      attempts += 1;
      return attempts === 1 ? slow.promise : Promise.resolve('answered on the second connection');
    });
    expect(await goesThrough(gate)).toBe(true);
    slow.reject(timedOut);
    expect(await waiting).toBe('answered on the second connection');
    expect(attempts).toBe(2);
    expect(await goesThrough(gate)).toBe(true);
    expect(reported).toEqual(['stray: write CONNECT_TIMEOUT 127.0.0.1:5432, retried true']);
    gate.close();
  });

  it('a query whose connection broke while others were answered fails alone, not sent again', async () => {
    const reported: string[] = [];
    const gate = downGate(async () => {}, {
      probeMs: 5,
      report: {
        down: () => reported.push('down'),
        back: () => reported.push('back'),
        stray: (_error, _ms, retried) => reported.push(`stray, retried ${retried}`),
      },
    });
    // Sent, then cut: it may have run, so it is not run again (a write would be made twice).
    const cut = pending<string>();
    let attempts = 0;
    const running = gate.run(() => {
      attempts += 1;
      return cut.promise;
    });
    expect(await goesThrough(gate)).toBe(true);
    cut.reject(reset);
    await expect(running).rejects.toBe(reset);
    expect(attempts).toBe(1);
    expect(await goesThrough(gate)).toBe(true);
    expect(reported).toEqual(['stray, retried false']);
    gate.close();
  });

  it('a failure after the last answer still closes the gate, and is not tried again', async () => {
    let serverUp = true;
    const gate = downGate(
      async () => {
        if (!serverUp) throw timedOut;
      },
      { probeMs: 5 },
    );
    expect(await goesThrough(gate)).toBe(true);
    serverUp = false;
    let attempts = 0;
    await expect(
      gate.run(() => {
        attempts += 1;
        return Promise.reject(timedOut);
      }),
    ).rejects.toBe(timedOut);
    expect(attempts).toBe(1);
    await expect(gate.run(async () => 'answered')).rejects.toMatchObject({ code: DATABASE_DOWN });
    gate.close();
  });
});
