import { parseRouteRules, type RouteRule, type RouteRules } from './routeRules';

// The site's state as the host server holds it and the SPA applies it: the maintenance state and the route rules
// from the pool API's `GET /public/site` (the database), or the rules from the operator's file (`LODE_ROUTE_RULES`),
// which win. One shape for both sides: the server answers it at `{base}api/route-rules`, the SPA reads it there.

/** Where maintenance stands, computed by the API with the pool clock. */
export type MaintenanceState = 'off' | 'scheduled' | 'on';

/** The operator's message in each language; an empty one falls back to English. */
export interface MaintenanceMessage {
  en: string;
  ru: string;
  cn: string;
}

/** The maintenance object of `GET /public/site`. */
export interface SiteMaintenance {
  /** `scheduled` before `startsAt`, `on` from it until `endsAt`, `off` otherwise. */
  state: MaintenanceState;
  /** When it starts (ISO), or null. */
  startsAt: string | null;
  /** When it ends (ISO), or null for "until switched off". */
  endsAt: string | null;
  /** The operator's message. */
  message: MaintenanceMessage;
}

/** What the pool API answers at `GET /public/site`. */
export interface SiteAnswer {
  /** The maintenance state. */
  maintenance: SiteMaintenance;
  /** The route rules of the database, with the table's version. */
  routeRules: { version: number; rules: RouteRule[] };
  /** The pool's clock when it answered (ISO). */
  now: string;
}

/** The table the host server serves at `{base}api/route-rules` and the SPA holds. */
export interface SiteTable {
  /** Whose rules these are: the database's (through the API), or the operator's file, which overrides them. */
  source: 'database' | 'file';
  /** The database table's version; null for the file's rules or before the API has answered. */
  version: number | null;
  /** Redirects, first match wins. */
  rules: RouteRule[];
  /** The maintenance state from the API (off until it has answered). */
  maintenance: SiteMaintenance;
  /**
   * The file's own `maintenance: true`: the operator's hard switch, which sends every page of everyone (admins
   * included) to `/tech-work`, on the server and in the SPA.
   */
  fileMaintenance: boolean;
  /** The pool's clock at the API's last answer (ISO), or null before one. */
  now: string | null;
}

/** Maintenance off, no message. */
export const maintenanceOff: SiteMaintenance = {
  state: 'off',
  startsAt: null,
  endsAt: null,
  message: { en: '', ru: '', cn: '' },
};

/** No rules and no maintenance: what applies before anything is known. */
export const emptySiteTable: SiteTable = {
  source: 'database',
  version: null,
  rules: [],
  maintenance: maintenanceOff,
  fileMaintenance: false,
  now: null,
};

/** The table as the shared matcher takes it (`resolveRouteRule`): the rules and the file's hard switch. */
export function matcherTable(table: SiteTable): RouteRules {
  return { maintenance: table.fileMaintenance, rules: table.rules };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInstant = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

/** Reads a maintenance object, refusing anything else (throws an Error saying what is wrong). */
export function parseMaintenance(value: unknown): SiteMaintenance {
  if (!isRecord(value)) throw new Error('"maintenance" must be an object');
  const { state, startsAt = null, endsAt = null, message } = value;
  if (state !== 'off' && state !== 'scheduled' && state !== 'on')
    throw new Error('"maintenance.state" must be off, scheduled or on');
  if (!isInstant(startsAt) || !isInstant(endsAt))
    throw new Error('"maintenance.startsAt" and "endsAt" must be ISO times or null');
  const text = (locale: keyof MaintenanceMessage): string => {
    const part = isRecord(message) ? message[locale] : undefined;
    if (part === undefined || part === null) return '';
    if (typeof part !== 'string') throw new Error(`"maintenance.message.${locale}" must be a string`);
    return part;
  };
  return { state, startsAt, endsAt, message: { en: text('en'), ru: text('ru'), cn: text('cn') } };
}

/** Reads the API's `GET /public/site` answer, its rules checked by the shared parser; throws when it is not one. */
export function parseSiteAnswer(value: unknown): SiteAnswer {
  if (!isRecord(value)) throw new Error('the site answer must be a JSON object');
  const maintenance = parseMaintenance(value.maintenance);
  const routeRules = value.routeRules;
  if (!isRecord(routeRules)) throw new Error('"routeRules" must be an object');
  const { version } = routeRules;
  if (typeof version !== 'number' || !Number.isInteger(version))
    throw new Error('"routeRules.version" must be a whole number');
  const { rules } = parseRouteRules({ rules: routeRules.rules ?? [] });
  const now = typeof value.now === 'string' && isInstant(value.now) ? value.now : new Date().toISOString();
  return { maintenance, routeRules: { version, rules }, now };
}

/** Reads the table the host server answers; throws when it is not one. */
export function parseSiteTable(value: unknown): SiteTable {
  if (!isRecord(value)) throw new Error('the route-rules table must be a JSON object');
  const source = value.source === 'file' ? 'file' : 'database';
  const version = typeof value.version === 'number' ? value.version : null;
  const { rules } = parseRouteRules({ rules: value.rules ?? [] });
  const maintenance =
    value.maintenance === undefined || typeof value.maintenance === 'boolean'
      ? maintenanceOff
      : parseMaintenance(value.maintenance);
  // A server of the file-only kind answers `maintenance: true|false`: that is the file's switch.
  const fileMaintenance = value.fileMaintenance === true || value.maintenance === true;
  const now = typeof value.now === 'string' ? value.now : null;
  return { source, version, rules, maintenance, fileMaintenance, now };
}

/** The message for a locale, English when that language's is empty. */
export function maintenanceMessage(maintenance: SiteMaintenance, locale: string): string {
  const own = locale === 'ru' || locale === 'cn' ? maintenance.message[locale].trim() : '';
  return own === '' ? maintenance.message.en.trim() : own;
}
