import { describe, expect, it } from 'vitest';
import { maintenanceChange, modeOf } from './maintenance';

const message = { en: 'Upgrading', ru: '', cn: '' };
const iso = (value: string) => (value === '' ? undefined : `${value}:00.000Z`);

describe('the maintenance form', () => {
  it('sends only what each mode takes', () => {
    expect(maintenanceChange('off', '2026-12-01T10:00', '', message, iso)).toEqual({ mode: 'off', message });
    expect(maintenanceChange('now', '2026-12-01T10:00', '', message, iso)).toEqual({
      mode: 'now',
      endsAt: null,
      message,
    });
    expect(maintenanceChange('window', '2026-12-01T10:00', '2026-12-01T12:00', message, iso)).toEqual({
      mode: 'window',
      startsAt: '2026-12-01T10:00:00.000Z',
      endsAt: '2026-12-01T12:00:00.000Z',
      message,
    });
  });

  it('starts the form from the state', () => {
    const base = { startsAt: null, endsAt: null, message };
    expect(modeOf({ ...base, state: 'off' })).toBe('off');
    expect(modeOf({ ...base, state: 'scheduled' })).toBe('window');
    expect(modeOf({ ...base, state: 'on' })).toBe('now');
  });
});
