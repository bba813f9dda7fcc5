import { defineMessage, defineMessages } from 'react-intl';

/** The news pages' words. */
export const messages = defineMessages({
  newItem: { id: 'adminNews.new', defaultMessage: 'New item' },
  caption: { id: 'adminNews.caption', defaultMessage: 'News items' },
  title: { id: 'adminNews.field.title', defaultMessage: 'Title' },
  summary: { id: 'adminNews.field.summary', defaultMessage: 'Summary' },
  body: { id: 'adminNews.field.body', defaultMessage: 'Text (Markdown)' },
  preview: { id: 'adminNews.preview', defaultMessage: 'Preview' },
  previewEmpty: { id: 'adminNews.preview.empty', defaultMessage: 'Nothing to preview yet.' },
  status: { id: 'adminNews.status', defaultMessage: 'Status' },
  draft: { id: 'adminNews.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'adminNews.status.scheduled', defaultMessage: 'Scheduled' },
  published: { id: 'adminNews.status.published', defaultMessage: 'Published' },
  publishAt: { id: 'adminNews.publishAt', defaultMessage: 'Goes out' },
  updatedAt: { id: 'adminNews.updatedAt', defaultMessage: 'Changed' },
  untitled: { id: 'adminNews.untitled', defaultMessage: '(no English title)' },
  empty: { id: 'adminNews.empty', defaultMessage: 'No news items yet.' },
  loadFailed: { id: 'adminNews.loadFailed', defaultMessage: 'The news could not be read.' },
  retry: { id: 'adminNews.retry', defaultMessage: 'Try again' },
  languages: { id: 'adminNews.languages', defaultMessage: 'Languages' },
  fallback: {
    id: 'adminNews.fallback',
    defaultMessage: 'This language is empty: its readers see the English text (falls back to English).',
  },
  englishRequired: {
    id: 'adminNews.englishRequired',
    defaultMessage: 'English needs a title and a text; the other languages fall back to it.',
  },
  schedule: { id: 'adminNews.schedule', defaultMessage: 'Publish at' },
  scheduleHint: {
    id: 'adminNews.schedule.hint',
    defaultMessage: 'Your local time. Leave empty for a draft.',
  },
  save: { id: 'adminNews.save', defaultMessage: 'Save' },
  publishNow: { id: 'adminNews.publishNow', defaultMessage: 'Publish now' },
  scheduleButton: { id: 'adminNews.scheduleButton', defaultMessage: 'Schedule' },
  unpublish: { id: 'adminNews.unpublish', defaultMessage: 'Unpublish' },
  delete: { id: 'adminNews.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'adminNews.delete.title', defaultMessage: 'Delete this news item?' },
  deleteBody: {
    id: 'adminNews.delete.body',
    defaultMessage: 'It disappears from the news in every language. This cannot be undone.',
  },
  cancel: { id: 'adminNews.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'adminNews.saved', defaultMessage: 'Saved.' },
  publishedNow: { id: 'adminNews.publishedNow', defaultMessage: 'Published.' },
  scheduledOk: { id: 'adminNews.scheduledOk', defaultMessage: 'Scheduled.' },
  unpublished: { id: 'adminNews.unpublished', defaultMessage: 'Unpublished: the item is a draft again.' },
  fixFields: { id: 'adminNews.fixFields', defaultMessage: 'Some fields need a change; see the marked tabs.' },
  scheduleNeeded: { id: 'adminNews.scheduleNeeded', defaultMessage: 'Choose a date and time first.' },
  notFound: { id: 'adminNews.notFound', defaultMessage: 'There is no news item with this id.' },
  back: { id: 'adminNews.back', defaultMessage: 'All news' },
  tabProblem: { id: 'adminNews.tabProblem', defaultMessage: 'needs a change' },
  tabEmpty: { id: 'adminNews.tabEmpty', defaultMessage: 'empty' },
});

/** The words with values in them (react-intl types each one's values, so they are declared one by one). */
export const valued = {
  failed: defineMessage<{ readonly reason: string }>({
    id: 'adminNews.failed',
    defaultMessage: 'The change was not saved: {reason}',
  }),
};
