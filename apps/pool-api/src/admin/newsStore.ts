import { randomUUID } from 'node:crypto';
import type { Locale } from '@lode/i18n/paths';
import type { Queryable } from '../db/database';
import { renderMarkdown } from '../domain/markdown';

// The news table (migration in db/migrations.ts): each item's texts in en, ru and cn as one JSON column, and when it
// goes out. `publish_at` null is a draft; later than the pool clock's now, scheduled; else published. Times epoch ms.

/** One language's text of an item; empty strings for a language left empty. */
export interface NewsText {
  title: string;
  summary: string;
  body: string;
}

/** An item's texts in every interface language. */
export type NewsTexts = Record<Locale, NewsText>;

/** Where an item stands at a moment. */
export type NewsStatus = 'draft' | 'scheduled' | 'published';

/** An item as the console sees it. */
export interface NewsItem {
  id: string;
  status: NewsStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  texts: NewsTexts;
}

interface NewsRow {
  id: string;
  publish_at: number | null;
  created_at: number;
  updated_at: number;
  texts: string;
}

const languages: readonly Locale[] = ['en', 'ru', 'cn'];
const iso = (ms: number) => new Date(Number(ms)).toISOString();
const emptyText: NewsText = { title: '', summary: '', body: '' };

/** Texts with every language present (a missing one as empty strings). */
export function completeTexts(texts: Partial<Record<Locale, Partial<NewsText>>>): NewsTexts {
  const full = {} as NewsTexts;
  for (const locale of languages) full[locale] = { ...emptyText, ...texts[locale] };
  return full;
}

/** The status of an item published at `publishAt` (epoch ms, null: never) at `now`. */
export const newsStatus = (publishAt: number | null, now: number): NewsStatus =>
  publishAt === null ? 'draft' : publishAt > now ? 'scheduled' : 'published';

function toItem(row: NewsRow, now: number): NewsItem {
  const publishAt = row.publish_at === null ? null : Number(row.publish_at);
  return {
    id: row.id,
    status: newsStatus(publishAt, now),
    publishAt: publishAt === null ? null : iso(publishAt),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    texts: completeTexts(JSON.parse(row.texts) as NewsTexts),
  };
}

const columns = 'id, publish_at, created_at, updated_at, texts';

/** Every item, newest first (unpublished ones by their last change). */
export async function listNewsItems(db: Queryable, now: number): Promise<NewsItem[]> {
  const rows = await db.query<NewsRow>(
    `SELECT ${columns} FROM news ORDER BY COALESCE(publish_at, updated_at) DESC, id`,
  );
  return rows.map((row) => toItem(row, now));
}

/** One item, or null; `forUpdate` locks its row for the rest of the transaction. */
export async function findNewsItem(
  db: Queryable,
  id: string,
  now: number,
  { forUpdate = false } = {},
): Promise<NewsItem | null> {
  const [row] = await db.query<NewsRow>(
    `SELECT ${columns} FROM news WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? toItem(row, now) : null;
}

/** Stores a new item and answers it. */
export async function insertNewsItem(
  db: Queryable,
  texts: NewsTexts,
  publishAt: number | null,
  now: number,
): Promise<NewsItem> {
  const [row] = await db.query<NewsRow>(
    `INSERT INTO news (id, publish_at, created_at, updated_at, texts) VALUES ($1, $2, $3, $3, $4)
     RETURNING ${columns}`,
    [randomUUID(), publishAt, now, JSON.stringify(texts)],
  );
  return toItem(row as NewsRow, now);
}

/** Changes an item's texts and/or its publication time; answers it, or null when it does not exist. */
export async function updateNewsItem(
  db: Queryable,
  id: string,
  change: { texts?: NewsTexts; publishAt?: number | null },
  now: number,
): Promise<NewsItem | null> {
  const [row] = await db.query<NewsRow>(
    `UPDATE news SET
       texts = CASE WHEN $2::boolean THEN $3 ELSE texts END,
       publish_at = CASE WHEN $4::boolean THEN $5::bigint ELSE publish_at END,
       updated_at = $6
     WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      change.texts !== undefined,
      change.texts === undefined ? '' : JSON.stringify(change.texts),
      change.publishAt !== undefined,
      change.publishAt ?? null,
      now,
    ],
  );
  return row ? toItem(row, now) : null;
}

/** Removes an item; answers whether it existed. */
export async function deleteNewsItem(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM news WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** A published item in one language, as the public news list answers it. */
export interface PublicNews {
  id: string;
  date: string;
  locale: Locale;
  title: string;
  summary: string;
  body: string;
  bodyHtml: string;
  fallback: boolean;
}

/**
 * The items published by `now`, newest first, in `locale`; an item whose text in that language is empty (no title
 * or no body) is answered in English with `fallback: true`.
 */
export async function publishedNews(db: Queryable, locale: Locale, now: number): Promise<PublicNews[]> {
  const rows = await db.query<NewsRow>(
    `SELECT ${columns} FROM news WHERE publish_at IS NOT NULL AND publish_at <= $1 ORDER BY publish_at DESC, id`,
    [now],
  );
  return rows.map((row) => {
    const texts = completeTexts(JSON.parse(row.texts) as NewsTexts);
    const own = texts[locale];
    const fallback = locale !== 'en' && (own.title.trim() === '' || own.body.trim() === '');
    const text = fallback ? texts.en : own;
    return {
      id: row.id,
      date: iso(Number(row.publish_at)).slice(0, 10),
      locale: fallback ? 'en' : locale,
      title: text.title,
      summary: text.summary,
      body: text.body,
      bodyHtml: renderMarkdown(text.body),
      fallback,
    };
  });
}
