import { createRoute, z } from '@hono/zod-openapi';
import { bearerOnly, json } from '../http/responses';
import { Time } from '../http/schemas';
import { adminErrors } from './auditRoutes';

// Maintenance in the console: read it, switch it off, on now, or on for a window. Admin only.

/** The most characters of the maintenance message, per language. */
export const maintenanceMessageLimit = 1000;

const message = z.string().max(maintenanceMessageLimit, `At most ${maintenanceMessageLimit} characters`);

export const MaintenanceSchema = z
  .object({
    state: z.enum(['off', 'scheduled', 'on']).openapi({
      description: 'On the pool clock: `scheduled` before `startsAt`, `on` until `endsAt`, then `off`',
    }),
    startsAt: Time.nullable(),
    endsAt: Time.nullable(),
    message: z.object({ en: z.string(), ru: z.string(), cn: z.string() }),
  })
  .openapi('Maintenance');

export const MaintenanceSettingsSchema = MaintenanceSchema.extend({
  updatedAt: Time.nullable(),
  updatedBy: z.string().nullable().openapi({ description: 'The user name of the last change’s author' }),
}).openapi('MaintenanceSettings');

const MaintenanceChangeSchema = z
  .object({
    mode: z.enum(['off', 'now', 'window']),
    startsAt: Time.optional().openapi({ description: 'With `window`: a future time' }),
    endsAt: Time.nullable()
      .optional()
      .openapi({ description: 'After the start (or now); null: until switched off' }),
    message: z.object({
      en: message.default(''),
      ru: message.default(''),
      cn: message.default(''),
    }),
  })
  .openapi('MaintenanceChange', { description: 'The English message is required unless `mode` is `off`' });

export const getMaintenance = createRoute({
  method: 'get',
  path: '/admin/maintenance',
  tags: ['admin'],
  operationId: 'getMaintenance',
  summary: 'Maintenance now, with who changed it last (admin)',
  security: bearerOnly,
  responses: { 200: json(MaintenanceSettingsSchema, 'Maintenance'), ...adminErrors },
});

export const putMaintenance = createRoute({
  method: 'put',
  path: '/admin/maintenance',
  tags: ['admin'],
  operationId: 'putMaintenance',
  summary: 'Switch maintenance off, on now, or on for a window (admin, audited `maintenance.set`)',
  description:
    'While it is on, every request other than GET/HEAD answers `503 maintenance` with `Retry-After` (seconds to `endsAt`, else 300), except those of callers with the admin role and `/admin/*`.',
  security: bearerOnly,
  request: { body: { content: { 'application/json': { schema: MaintenanceChangeSchema } }, required: true } },
  responses: { 200: json(MaintenanceSettingsSchema, 'Maintenance after the change'), ...adminErrors },
});
