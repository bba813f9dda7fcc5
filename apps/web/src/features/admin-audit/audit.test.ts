import { describe, expect, it } from 'vitest';
import { auditQuery, noFilters, readableValue } from './audit';

describe('the audit page', () => {
  it('asks for what the filters say and nothing for the empty ones', () => {
    const iso = (value: string) => (value === '' ? undefined : `${value}:00.000Z`);
    expect(auditQuery(noFilters, iso)).toEqual({
      action: undefined,
      actor: undefined,
      from: undefined,
      to: undefined,
    });
    expect(
      auditQuery({ action: 'news.publish', actor: ' admin ', from: '2026-12-01T00:00', to: '' }, iso),
    ).toEqual({ action: 'news.publish', actor: 'admin', from: '2026-12-01T00:00:00.000Z', to: undefined });
  });

  it('shows values as indented JSON and nothing for none', () => {
    expect(readableValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(readableValue('plain')).toBe('"plain"');
    expect(readableValue(null)).toBe('');
  });
});
