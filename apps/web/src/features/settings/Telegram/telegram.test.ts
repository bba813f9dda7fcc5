import { describe, expect, it } from 'vitest';
import type { TelegramLink } from '../../../lib/cabinet/telegramQueries';
import { activeLinkIds, newlyLinked } from './telegram';

const link = (id: string, status: TelegramLink['status'] = 'active'): TelegramLink => ({
  id,
  chat: id,
  linkedAt: '2026-12-01T00:00:00.000Z',
  status,
  blockedAt: status === 'blocked' ? '2026-12-02T00:00:00.000Z' : null,
});

describe('a deep link in use', () => {
  it('has linked a chat when a working one appears that was not there when it was made', () => {
    const known = activeLinkIds([link('a'), link('b', 'blocked')]);
    expect([...known]).toEqual(['a']);
    expect(newlyLinked([link('a'), link('b', 'blocked')], known)).toBeNull();
    expect(newlyLinked([link('a'), link('c', 'blocked')], known)).toBeNull();
    expect(newlyLinked([link('a'), link('d')], known)?.id).toBe('d');
  });
});
