import type { NewsItem } from './newsDraft';

/** News items for the stories: one published in all three languages, one draft in English alone. */
export const storyNews: NewsItem[] = [
  {
    id: 'n1',
    status: 'published',
    publishAt: '2026-12-01T09:00:00.000Z',
    createdAt: '2026-11-30T12:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
    texts: {
      en: {
        title: 'Planned upgrade',
        summary: 'The pool upgrades its servers.',
        body: 'Payouts **continue**.',
      },
      ru: {
        title: 'Плановое обновление',
        summary: 'Пул обновляет серверы.',
        body: 'Выплаты **продолжаются**.',
      },
      cn: { title: '计划升级', summary: '矿池正在升级服务器。', body: '付款**照常**进行。' },
    },
  },
  {
    id: 'n2',
    status: 'draft',
    publishAt: null,
    createdAt: '2026-12-05T08:00:00.000Z',
    updatedAt: '2026-12-05T08:30:00.000Z',
    texts: {
      en: { title: 'New coin soon', summary: '', body: 'Details follow.' },
      ru: { title: '', summary: '', body: '' },
      cn: { title: '', summary: '', body: '' },
    },
  },
];
