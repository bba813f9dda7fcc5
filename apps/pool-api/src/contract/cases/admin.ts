import { describe, expect, it } from 'vitest';
import type { Call } from '../harness';
import type { ContractStack } from '../harness';
import { exerciseSupportOperations } from './adminSupport';

/**
 * Every operation of the `admin` tag once with a successful answer, as the provider's `admin` user: both contract
 * suites run it (the console does not depend on the pool engine), so each sees every operation of the document.
 * What the operations do, and whom they refuse, is tested beside them (src/admin/*.test.ts).
 */
export async function exerciseAdminOperations(call: Call, admin: string): Promise<void> {
  const as = (path: string, init: Parameters<Call>[1] = {}) => call(path, { token: admin, ...init });
  const ok = async (path: string, init: Parameters<Call>[1] = {}, status = 200) => {
    const answer = await as(path, init);
    expect(answer.status, `${init.method ?? 'GET'} ${path}: ${answer.text}`).toBe(status);
    return answer;
  };
  const texts = { en: { title: 'Contract news', summary: 'Short', body: 'Body with **bold**' } };
  const created = await ok('/admin/news', { method: 'POST', body: { texts } }, 201);
  const id = created.body.id as string;
  await ok('/admin/news');
  await ok(`/admin/news/${id}`, { method: 'PUT', body: { texts } });
  await ok(`/admin/news/${id}/publish`, { method: 'POST', body: {} });
  await ok(`/admin/news/${id}/unpublish`, { method: 'POST' });
  await ok(`/admin/news/${id}`, { method: 'DELETE' }, 204);
  await ok('/admin/maintenance');
  const off = { mode: 'off', message: { en: '', ru: '', cn: '' } };
  await ok('/admin/maintenance', { method: 'PUT', body: off });
  const { rules } = (await ok('/admin/redirects')).body as { rules: unknown[] };
  await ok('/admin/redirects', { method: 'PUT', body: { rules } });
  await ok('/public/site', { token: '' });
  await ok('/admin/audit?limit=5');
  await ok('/admin/audit.csv');
  await exerciseSupportOperations(call, admin);
}

/** The operator console in the simulator's suite: its operations answer, and only to a signed-in admin. */
export function adminCases(stack: ContractStack) {
  describe('operator console', () => {
    it('answers every operation to the admin, 403 to a miner and 401 without a token', async () => {
      await exerciseAdminOperations(stack.call, stack.admin);
      expect((await stack.call('/admin/audit', { token: stack.demo })).status).toBe(403);
      expect((await stack.call('/admin/audit', { token: '' })).status).toBe(401);
    });
  });
}
