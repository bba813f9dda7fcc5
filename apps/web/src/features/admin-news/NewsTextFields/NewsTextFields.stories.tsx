import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { NewsTextFields } from './NewsTextFields';

const meta = {
  title: 'web/admin/NewsTextFields',
  component: NewsTextFields,
  decorators: [withApp('/admin/news/new')],
  args: {
    language: 'ru',
    text: {
      title: 'Плановое обновление',
      summary: 'Пул обновляет серверы.',
      body: 'Выплаты **продолжаются**. [Подробнее](https://example.com)\n\n<script>alert(1)</script>',
    },
    problems: {},
    onChange: fn(),
    fallsBack: false,
  },
} satisfies Meta<typeof NewsTextFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A written language: the preview renders the Markdown with the API's renderer, raw HTML shown as text. */
export const Written: Story = {
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview.querySelector('strong')).toHaveTextContent('продолжаются');
    await expect(preview.querySelector('script')).toBeNull();
  },
};

/** An empty language says it falls back to English. */
export const Empty: Story = {
  args: { language: 'cn', text: { title: '', summary: '', body: '' }, fallsBack: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('news-fallback')).toHaveTextContent('falls back to English');
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
  },
};

/** The API's field errors next to their fields. */
export const WithErrors: Story = {
  args: {
    language: 'en',
    text: { title: '', summary: '', body: '' },
    problems: { title: 'Required in English', body: 'Required in English' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
