import type { Locale } from '@lode/i18n';

// The news editor's state as plain data and functions: what the API holds of an item, what the form holds while it is
// typed, and how the API's field errors (`texts.ru.title`) land on the form's fields.

/** The languages an item is written in, English first (the one a missing language falls back to). */
export const newsLanguages = ['en', 'ru', 'cn'] as const satisfies readonly Locale[];

/** A language of an item. */
export type NewsLanguage = (typeof newsLanguages)[number];

/** The fields of one language. */
export const newsFields = ['title', 'summary', 'body'] as const;

/** A field of one language. */
export type NewsField = (typeof newsFields)[number];

/** One language's text (empty strings for an empty language). */
export type NewsText = Record<NewsField, string>;

/** The texts of every language. */
export type NewsTexts = Record<NewsLanguage, NewsText>;

/** Where an item stands. */
export type NewsStatus = 'draft' | 'scheduled' | 'published';

/** A news item as the admin API answers it. */
export interface NewsItem {
  /** Its id. */
  id: string;
  /** Draft, scheduled (published from `publishAt`) or published. */
  status: NewsStatus;
  /** When it is or was published (ISO), or null for a draft. */
  publishAt: string | null;
  /** When it was written (ISO). */
  createdAt: string;
  /** When it last changed (ISO). */
  updatedAt: string;
  /** Its texts. */
  texts: NewsTexts;
}

/** The admin API's list of items. */
export interface NewsList {
  /** Every item. */
  items: NewsItem[];
}

/** Limits the API holds the fields to (characters). */
export const newsLimits: Record<NewsField, number> = { title: 200, summary: 500, body: 20_000 };

/** Texts with every field empty. */
export function emptyTexts(): NewsTexts {
  const empty = (): NewsText => ({ title: '', summary: '', body: '' });
  return { en: empty(), ru: empty(), cn: empty() };
}

/** Whether a language is left empty (its readers then see the English text). */
export function isEmptyLanguage(texts: NewsTexts, language: NewsLanguage): boolean {
  const text = texts[language];
  return newsFields.every((field) => text[field].trim() === '');
}

/** The form's field errors by language and field, and the others (`at`, `publishAt`, a message for the form). */
export interface NewsProblems {
  /** Errors of the texts' fields, by `en.title` style name. */
  texts: Partial<Record<`${NewsLanguage}.${NewsField}`, string>>;
  /** The schedule's error. */
  schedule?: string;
}

/** Sorts the API's field errors (JSON paths of the body) onto the form's fields. */
export function newsProblems(fields: Readonly<Record<string, string>>): NewsProblems {
  const problems: NewsProblems = { texts: {} };
  for (const [path, message] of Object.entries(fields)) {
    const match = /^texts\.(en|ru|cn)\.(title|summary|body)$/.exec(path);
    if (match) problems.texts[`${match[1] as NewsLanguage}.${match[2] as NewsField}`] = message;
    else if (path === 'at' || path === 'publishAt') problems.schedule = message;
  }
  return problems;
}

/** The first language with an error, to show its tab. */
export function firstLanguageWithProblem(problems: NewsProblems): NewsLanguage | undefined {
  return newsLanguages.find((language) =>
    newsFields.some((field) => problems.texts[`${language}.${field}`] !== undefined),
  );
}
