import { createRoute, z } from '@hono/zod-openapi';
import { bearerOnly, json } from '../http/responses';
import { Time } from '../http/schemas';
import { adminErrors } from './auditRoutes';

// The news operations of the console: list, write, edit, publish (now or at a time), unpublish, delete. Admin only.

/** Length limits of a news text, per language. */
export const newsLimits = { title: 200, summary: 500, body: 20_000 } as const;

const NewsTextSchema = z
  .object({
    title: z.string().max(newsLimits.title, `At most ${newsLimits.title} characters`).default(''),
    summary: z.string().max(newsLimits.summary, `At most ${newsLimits.summary} characters`).default(''),
    body: z.string().max(newsLimits.body, `At most ${newsLimits.body} characters`).default('').openapi({
      description:
        'Markdown (raw HTML is shown as text; `@lode/pool-api/markdown` renders it). A text asking for script (a `<script>` element, an event handler, a `javascript:` link) is refused',
    }),
  })
  .openapi('NewsText');

const NewsTextsSchema = z.object({
  en: NewsTextSchema,
  ru: NewsTextSchema.optional(),
  cn: NewsTextSchema.optional(),
});

export const NewsItemSchema = z
  .object({
    id: z.string(),
    status: z.enum(['draft', 'scheduled', 'published']),
    publishAt: Time.nullable(),
    createdAt: Time,
    updatedAt: Time,
    texts: z.object({ en: NewsTextSchema, ru: NewsTextSchema, cn: NewsTextSchema }).openapi({
      description: 'Every language; empty strings for one left empty (the public list falls back to English)',
    }),
  })
  .openapi('NewsItem');

const NewsWriteSchema = z
  .object({
    texts: NewsTextsSchema,
    publishAt: Time.nullable().optional().openapi({
      description:
        'When it goes out (past or now: published; future: scheduled); null: a draft; absent: unchanged',
    }),
  })
  .openapi('NewsWrite', { description: 'The English title and body are required' });

const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const notFound = {
  404: json(z.object({ code: z.string(), message: z.string() }), 'No such item (`not_found`)'),
};

export const listNews = createRoute({
  method: 'get',
  path: '/admin/news',
  tags: ['admin'],
  operationId: 'listAdminNews',
  summary: 'Every news item with its status and texts in all languages (admin)',
  security: bearerOnly,
  responses: { 200: json(z.object({ items: z.array(NewsItemSchema) }), 'The items'), ...adminErrors },
});

export const createNews = createRoute({
  method: 'post',
  path: '/admin/news',
  tags: ['admin'],
  operationId: 'createNews',
  summary: 'Write a news item: a draft, or published/scheduled by `publishAt` (admin, audited `news.create`)',
  security: bearerOnly,
  request: { body: { content: { 'application/json': { schema: NewsWriteSchema } }, required: true } },
  responses: { 201: json(NewsItemSchema, 'The new item'), ...adminErrors },
});

export const updateNews = createRoute({
  method: 'put',
  path: '/admin/news/{id}',
  tags: ['admin'],
  operationId: 'updateNews',
  summary: 'Replace an item’s texts (and its `publishAt` when given) (admin, audited `news.update`)',
  security: bearerOnly,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: NewsWriteSchema } }, required: true },
  },
  responses: { 200: json(NewsItemSchema, 'The item after the change'), ...adminErrors, ...notFound },
});

export const publishNews = createRoute({
  method: 'post',
  path: '/admin/news/{id}/publish',
  tags: ['admin'],
  operationId: 'publishNews',
  summary: 'Publish now, or at `at` (a future time schedules it) (admin, audited `news.publish`)',
  security: bearerOnly,
  request: {
    params: idParam,
    body: {
      content: { 'application/json': { schema: z.object({ at: Time.optional() }).openapi('NewsPublish') } },
      required: false,
    },
  },
  responses: { 200: json(NewsItemSchema, 'The item'), ...adminErrors, ...notFound },
});

export const unpublishNews = createRoute({
  method: 'post',
  path: '/admin/news/{id}/unpublish',
  tags: ['admin'],
  operationId: 'unpublishNews',
  summary: 'Take an item back to a draft (admin, audited `news.unpublish`)',
  security: bearerOnly,
  request: { params: idParam },
  responses: { 200: json(NewsItemSchema, 'The item, now a draft'), ...adminErrors, ...notFound },
});

export const deleteNews = createRoute({
  method: 'delete',
  path: '/admin/news/{id}',
  tags: ['admin'],
  operationId: 'deleteNews',
  summary: 'Delete an item (admin, audited `news.delete`)',
  security: bearerOnly,
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...adminErrors, ...notFound },
});
