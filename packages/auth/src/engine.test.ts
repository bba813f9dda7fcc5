import { describe, expect, it, vi } from 'vitest';
import { throttleUpdates } from './engine';

/** A registration as the engine uses one: a method that needs its own `this`, a getter and `update()`. */
class FakeRegistration {
  updates = 0;
  readonly scope = '/';
  get active() {
    return { state: 'activated' };
  }
  update(): Promise<FakeRegistration> {
    this.updates += 1;
    return Promise.resolve(this);
  }
  unregister(): Promise<boolean> {
    if (!(this instanceof FakeRegistration)) throw new TypeError('Illegal invocation');
    return Promise.resolve(true);
  }
}

function throttled(intervalMs: number) {
  const real = new FakeRegistration();
  let time = 1_000;
  const registration = throttleUpdates(real as unknown as ServiceWorkerRegistration, intervalMs, () => time);
  return { real, registration, advance: (ms: number) => (time += ms) };
}

describe('the worker registration the engine is given', () => {
  it('looks for a new worker at most once an interval, however often the engine asks', async () => {
    const { real, registration, advance } = throttled(60_000);
    // The engine's token timer asks every second; the page was loaded at time 0 of the interval.
    for (let second = 0; second < 59; second += 1) {
      expect(await registration.update()).toBe(real);
      advance(1_000);
    }
    expect(real.updates).toBe(0);
    advance(1_000);
    await registration.update();
    await registration.update();
    expect(real.updates).toBe(1);
  });

  it('shares one check in flight between callers', async () => {
    const real = new FakeRegistration();
    let release = () => {};
    vi.spyOn(real, 'update').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(real);
        }),
    );
    let time = 0;
    const registration = throttleUpdates(real as unknown as ServiceWorkerRegistration, 10, () => time);
    time = 10;
    const first = registration.update();
    time = 30;
    const second = registration.update();
    expect(second).toBe(first);
    release();
    await first;
    expect(real.update).toHaveBeenCalledTimes(1);
  });

  it('keeps every other property and method of the real registration', async () => {
    const { registration } = throttled(60_000);
    expect(registration.scope).toBe('/');
    expect(registration.active?.state).toBe('activated');
    // Called through the wrapper, the method still runs on the real registration.
    await expect(registration.unregister()).resolves.toBe(true);
  });
});
