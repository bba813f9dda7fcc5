import type { Locale } from '@lode/i18n';

// The maintenance page's data: the state as the admin API answers it and what the form sends.

/** The languages of the maintenance message. */
export const maintenanceLanguages = ['en', 'ru', 'cn'] as const satisfies readonly Locale[];

/** A language of the message. */
export type MaintenanceLanguage = (typeof maintenanceLanguages)[number];

/** The message in each language (empty strings for an empty one). */
export type MaintenanceMessage = Record<MaintenanceLanguage, string>;

/** The maintenance state (`GET /admin/maintenance`). */
export interface MaintenanceState {
  /** Off, scheduled (before `startsAt`) or on. */
  state: 'off' | 'scheduled' | 'on';
  /** When it starts (ISO), or null. */
  startsAt: string | null;
  /** When it ends (ISO), or null for open-ended. */
  endsAt: string | null;
  /** The message per language. */
  message: MaintenanceMessage;
  /** When it was last changed (ISO). */
  updatedAt?: string | null;
  /** Who changed it last. */
  updatedBy?: string | null;
}

/** What the operator chooses. */
export type MaintenanceMode = 'off' | 'now' | 'window';

/** The body of `PUT /admin/maintenance`. */
export interface MaintenanceChange {
  /** Off, on now, or a window. */
  mode: MaintenanceMode;
  /** The window's start (ISO). */
  startsAt?: string;
  /** The end (ISO), or null for open-ended. */
  endsAt?: string | null;
  /** The message per language. */
  message: MaintenanceMessage;
}

/** The change the form describes; `localToIso` turns a `datetime-local` value into an instant. */
export function maintenanceChange(
  mode: MaintenanceMode,
  startsAt: string,
  endsAt: string,
  message: MaintenanceMessage,
  localToIso: (value: string) => string | undefined,
): MaintenanceChange {
  if (mode === 'off') return { mode, message };
  const end = localToIso(endsAt) ?? null;
  if (mode === 'now') return { mode, endsAt: end, message };
  const start = localToIso(startsAt);
  return { mode, ...(start ? { startsAt: start } : {}), endsAt: end, message };
}

/** The mode that describes a state, for the form's first values. */
export function modeOf(state: MaintenanceState): MaintenanceMode {
  return state.state === 'off' ? 'off' : state.state === 'scheduled' ? 'window' : 'now';
}
