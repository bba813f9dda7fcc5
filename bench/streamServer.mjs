// The pool API process of bench/stream.mjs: the built API on its own, with two things only a benchmark needs. Its
// clock moves a minute when the bench says so (then the simulator writes that minute at once), and its stream bus
// notes when each account's events were announced: the moment the API has the data and hands it to the streams.
// Messages (IPC): `tick` → `{type: 'ticked', startedAt, published}`, `memory` → `{type: 'memory', rss, heapUsed}`.
import { LocalStreamBus, readPoolApiOptions, startPoolApi } from '../apps/pool-api/dist/index.js';

const wallClock = () => performance.timeOrigin + performance.now();
let offsetMs = 0;
let published = [];

class TimedBus extends LocalStreamBus {
  publish(sub, lastId) {
    published.push({ sub, lastId, at: wallClock() });
    super.publish(sub, lastId);
  }
}

const running = await startPoolApi({
  ...readPoolApiOptions(process.env),
  now: () => Date.now() + offsetMs,
  stream: { bus: new TimedBus() },
  mail: { pollMs: 0 },
});

const settle = async () => {
  // Twice: a first collection can leave garbage that only a second one frees (finalizers, weak references).
  for (let i = 0; i < 2; i += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
};

process.on('message', async (message) => {
  if (message.type === 'tick') {
    published = [];
    offsetMs += 60_000;
    const startedAt = wallClock();
    await running.api.tick();
    process.send({ type: 'ticked', startedAt, published });
  } else if (message.type === 'memory') {
    await settle();
    const { rss, heapUsed } = process.memoryUsage();
    process.send({ type: 'memory', rss, heapUsed });
  } else if (message.type === 'stop') {
    await running.close();
    process.exit(0);
  }
});
process.send({ type: 'ready', url: running.url });
