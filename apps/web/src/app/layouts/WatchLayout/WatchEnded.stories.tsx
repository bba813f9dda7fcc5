import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/storyApp';
import { ErrorLayout } from '../ErrorLayout';
import { WatchEnded, type WatchEndReason } from './WatchEnded';

// What a watcher view becomes once its link no longer works, in the frame the view puts it in (the error layout),
// in each of the visitor's languages.

const meta = {
  title: 'web/WatchLayout/WatchEnded',
  component: WatchEnded,
  decorators: [
    (Story) => (
      <ErrorLayout>
        <Story />
      </ErrorLayout>
    ),
    withApp('/watch/q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ'),
  ],
  parameters: { layout: 'fullscreen' },
  args: { reason: 'revoked' },
} satisfies Meta<typeof WatchEnded>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the visitor reads for a reason: the title, the text under it, and the way home (its name and address). */
interface Said {
  title: string;
  body: string;
  home: string;
  href: string;
}

/** A story of one reason in one language: an alert with the heading, the text and a link to the home page. */
function ended(reason: WatchEndReason, said: Said, locale?: 'ru' | 'cn'): Story {
  return {
    args: { reason },
    ...(locale ? { globals: { locale } } : {}),
    play: async ({ canvas }) => {
      // Found by its text: the page's language comes with the cabinet's part of its catalog, after the first render.
      const heading = await canvas.findByRole('heading', { level: 1, name: said.title }, { timeout: 10_000 });
      await expect(heading).toBeVisible();
      const alert = canvas.getByRole('alert');
      await expect(alert).toContainElement(heading);
      const inAlert = within(alert);
      await expect(inAlert.getByText(said.body)).toBeVisible();
      await expect(inAlert.getByRole('link', { name: said.home })).toHaveAttribute('href', said.href);
      // The address was the credential: nothing on the page repeats it.
      await expect(canvas.queryByText(/q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ/)).toBeNull();
    },
  };
}

const english = { home: 'Go to the home page', href: '/' };
const russian = { home: 'На главную', href: '/ru' };
const chinese = { home: '返回首页', href: '/cn' };

/** The owner revoked the link. */
export const Revoked = ended('revoked', {
  ...english,
  title: 'This link was revoked',
  body: 'Its owner stopped sharing this view. Ask them for a new link if you still need it.',
});

/** The link was shared for a limited time, which is over. */
export const Expired = ended('expired', {
  ...english,
  title: 'This link has expired',
  body: 'It was shared for a limited time, which is over. Ask its owner for a new link if you still need it.',
});

/** No link has this address (mistyped, cut short, or never made). */
export const Invalid = ended('invalid', {
  ...english,
  title: 'This link does not work',
  body: 'No shared view has this address. Check that the link was copied whole, or ask its owner again.',
});

/** Revoked, in Russian. */
export const RevokedRussian = ended(
  'revoked',
  {
    ...russian,
    title: 'Эта ссылка отозвана',
    body: 'Владелец закрыл этот доступ. Попросите у него новую ссылку, если она вам ещё нужна.',
  },
  'ru',
);

/** Expired, in Russian. */
export const ExpiredRussian = ended(
  'expired',
  {
    ...russian,
    title: 'Срок действия ссылки истёк',
    body: 'Доступ был открыт на ограниченное время, и оно прошло. Попросите у владельца новую ссылку, если она вам ещё нужна.',
  },
  'ru',
);

/** Invalid, in Russian. */
export const InvalidRussian = ended(
  'invalid',
  {
    ...russian,
    title: 'Эта ссылка не работает',
    body: 'По этому адресу нет общего доступа. Проверьте, что ссылка скопирована целиком, или попросите владельца прислать её снова.',
  },
  'ru',
);

/** Revoked, in Chinese. */
export const RevokedChinese = ended(
  'revoked',
  { ...chinese, title: '此链接已被撤销', body: '所有者已停止共享此视图。如仍需要，请向其索取新链接。' },
  'cn',
);

/** Expired, in Chinese. */
export const ExpiredChinese = ended(
  'expired',
  {
    ...chinese,
    title: '此链接已过期',
    body: '此视图的共享时间有限，现已结束。如仍需要，请向所有者索取新链接。',
  },
  'cn',
);

/** Invalid, in Chinese. */
export const InvalidChinese = ended(
  'invalid',
  {
    ...chinese,
    title: '此链接无效',
    body: '此地址没有对应的共享视图。请检查链接是否完整复制，或请所有者重新发送。',
  },
  'cn',
);
