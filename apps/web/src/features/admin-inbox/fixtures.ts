import type { InboxItem, InboxMessage } from './inboxQueries';

// Contact messages as the API answers them, for the stories: fixed dates, so the pages read the same on every run.

const [russian, english, chinese]: [InboxItem, InboxItem, InboxItem] = [
  {
    id: '42',
    name: 'Ада',
    email: 'ada@example.com',
    subject: 'Вопрос о выплате',
    message: 'Когда первая выплата?',
    locale: 'ru',
    status: 'new',
    createdAt: '2026-12-06T09:15:00.000Z',
    replies: 0,
  },
  {
    id: '41',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Worker shows offline',
    message: 'My rig rig-07 has shown offline since yesterday although it is hashing.',
    locale: 'en',
    status: 'answered',
    createdAt: '2026-12-05T17:40:00.000Z',
    replies: 1,
  },
  {
    id: '40',
    name: '李雷',
    email: 'lilei@example.com',
    subject: '最低支付额',
    message: '最低支付额是多少？',
    locale: 'cn',
    status: 'closed',
    createdAt: '2026-12-01T03:05:00.000Z',
    replies: 2,
  },
];

/** The inbox: a new Russian message, an answered English one, a closed Chinese one. */
export const inboxItems: InboxItem[] = [russian, english, chinese];

/** The new Russian message, not answered yet. */
export const newMessage: InboxMessage = { ...russian, replies: [] };

/** The answered English message with its reply. */
export const answeredMessage: InboxMessage = {
  ...english,
  replies: [
    {
      id: '7',
      body: 'Thanks for writing. The rig reconnected at 18:02; it shows online again.',
      author: 'support',
      createdAt: '2026-12-05T18:10:00.000Z',
      mailStatus: 'sent',
    },
  ],
};
