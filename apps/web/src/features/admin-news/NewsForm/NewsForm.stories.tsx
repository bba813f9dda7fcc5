import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyAuth, withApp, withPoolCache } from '../../../app/testing/storyApp';
import { storyNews } from '../newsFixtures';
import { NewsForm } from './NewsForm';

const meta = {
  title: 'web/admin/NewsForm',
  component: NewsForm,
  decorators: [withPoolCache([]), withApp('/admin/news/n1')],
  parameters: { auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'a1' }, roles: ['admin'] }) },
  args: { item: storyNews[0] ?? null },
} satisfies Meta<typeof NewsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A published item: its status, the three languages, and unpublish and delete offered. */
export const Published: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Title/ }, { timeout: 10_000 })).toHaveValue(
      'Planned upgrade',
    );
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Русский/ }));
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Плановое обновление');
  },
};

/** A draft written in English alone: the other tabs say they are empty and fall back. */
export const Draft: Story = {
  args: { item: storyNews[1] ?? null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /中文/ }, { timeout: 10_000 })).toHaveTextContent(
      'empty',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /中文/ }));
    await expect(canvas.getByTestId('news-fallback')).toBeVisible();
  },
};

/** A new item. */
export const New: Story = { args: { item: null } };
