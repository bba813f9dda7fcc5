import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { NotReported } from './NotReported';

const meta = {
  title: 'web/NotReported',
  component: NotReported,
  decorators: [withApp('/')],
} satisfies Meta<typeof NotReported>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A figure the pool engine does not report: a muted dash, read out and shown on hover as words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const words = await canvas.findByText('Not reported by the pool', {}, { timeout: 10_000 });
    const mark = words.parentElement;
    await expect(mark).toHaveAttribute('title', 'Not reported by the pool');
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

/** The same in Russian: the words are translated, the dash stays. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Пул не сообщает это значение', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
