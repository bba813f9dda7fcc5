import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_CLOCK_OFFSET, type ProviderClock } from './clock';
import { type FaultState, faultDescriptions, faultNames, isFaultName, noFaults } from './faults';
import { HttpError, readBody, sendJson } from './http';
import type { Lifetimes } from './provider';

/** Parses the control API's JSON bodies. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, { error: 'invalid_json', error_description: 'send a JSON object' });
}

/** What the test controls switch and read. */
export interface ControlTargets {
  /** Whether the controls are served at all (`testControls`); 404 for every path otherwise. */
  enabled: boolean;
  faults: FaultState;
  lifetimes: Lifetimes;
  /** The lifetimes `DELETE /__lode/settings` goes back to. */
  initialLifetimes: Lifetimes;
  clock: ProviderClock;
  /** Starts an outage of `seconds` once `res` (the control's answer) has gone out. */
  outage(res: ServerResponse, seconds: number): void;
}

/** The test control API under `/__lode` (contract: apps/idp/README.md), as a handler of the rest of the path. */
export function createControls(targets: ControlTargets) {
  const { faults, lifetimes, initialLifetimes, clock, outage } = targets;
  return async function controls(req: IncomingMessage, res: ServerResponse, path: string) {
    if (!targets.enabled) return sendJson(res, 404, { error: 'not_found' });
    if (path === '/faults') {
      if (req.method === 'GET') return sendJson(res, 200, faults);
      if (req.method === 'DELETE') {
        Object.assign(faults, noFaults());
        return sendJson(res, 200, faults);
      }
      if (req.method === 'PUT') {
        const body = await readJson(req);
        const unknown = Object.keys(body).filter((name) => !isFaultName(name));
        if (unknown.length > 0) {
          return sendJson(res, 400, {
            error: 'unknown_fault',
            error_description: `unknown fault switch: ${unknown.join(', ')}`,
            unknown,
            faults: faultDescriptions,
          });
        }
        const notBoolean = Object.entries(body).filter(([, value]) => typeof value !== 'boolean');
        if (notBoolean.length > 0) {
          return sendJson(res, 400, {
            error: 'invalid_value',
            error_description: `fault switches take true or false: ${notBoolean.map(([k]) => k).join(', ')}`,
          });
        }
        for (const name of faultNames) if (name in body) faults[name] = body[name] as boolean;
        return sendJson(res, 200, faults);
      }
    }
    if (path === '/settings') {
      if (req.method === 'GET') return sendJson(res, 200, lifetimes);
      if (req.method === 'DELETE') {
        Object.assign(lifetimes, initialLifetimes);
        return sendJson(res, 200, lifetimes);
      }
      if (req.method === 'PUT') {
        const body = await readJson(req);
        const allowed = ['accessTokenTtl', 'refreshTokenTtl'];
        const bad = Object.entries(body).filter(
          ([key, value]) => !allowed.includes(key) || !Number.isInteger(value) || (value as number) < 1,
        );
        if (bad.length > 0) {
          return sendJson(res, 400, {
            error: 'invalid_setting',
            error_description: `settings are accessTokenTtl and refreshTokenTtl, whole seconds ≥ 1; refused: ${bad.map(([k]) => k).join(', ')}`,
          });
        }
        Object.assign(lifetimes, body);
        return sendJson(res, 200, lifetimes);
      }
    }
    if (path === '/outage') {
      if (req.method !== 'POST')
        return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'POST' });
      const { seconds } = await readJson(req);
      if (typeof seconds !== 'number' || !(seconds > 0) || seconds > 600) {
        return sendJson(res, 400, {
          error: 'invalid_setting',
          error_description: 'seconds: how long the outage lasts, more than 0 and at most 600',
        });
      }
      outage(res, seconds);
      return sendJson(res, 200, { seconds, until: new Date(Date.now() + seconds * 1000).toISOString() });
    }
    if (path === '/clock') {
      if (req.method === 'GET') return sendJson(res, 200, { offsetSeconds: clock.offsetSeconds });
      if (req.method === 'DELETE') {
        clock.offsetSeconds = 0;
        return sendJson(res, 200, { offsetSeconds: 0 });
      }
      if (req.method === 'PUT') {
        const { offsetSeconds, ...others } = await readJson(req);
        if (
          Object.keys(others).length > 0 ||
          !Number.isInteger(offsetSeconds) ||
          Math.abs(offsetSeconds as number) > MAX_CLOCK_OFFSET
        ) {
          return sendJson(res, 400, {
            error: 'invalid_setting',
            error_description: `offsetSeconds: whole seconds added to the provider's clock, at most ${MAX_CLOCK_OFFSET} either way`,
          });
        }
        clock.offsetSeconds = offsetSeconds as number;
        return sendJson(res, 200, { offsetSeconds: clock.offsetSeconds });
      }
    }
    if (path === '/faults' || path === '/settings' || path === '/clock') {
      return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'GET, PUT, DELETE' });
    }
    return sendJson(res, 404, {
      error: 'not_found',
      controls: ['/__lode/faults', '/__lode/settings', '/__lode/outage', '/__lode/clock'],
    });
  };
}
