import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { ReplyForm } from './ReplyForm';

const meta = {
  title: 'web/Console/Inbox/ReplyForm',
  component: ReplyForm,
  decorators: [withApp('/admin/inbox/40')],
  args: { locale: 'cn', onReply: fn(async () => undefined) },
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a Chinese sender: the note says the answer goes out in Chinese; the field counts characters. */
export const ChineseSender: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('reply-language', {}, { timeout: 10_000 })).toHaveTextContent(
      'goes out in Chinese',
    );
    await expect(canvas.getByRole('textbox', { name: /Your answer/ })).toHaveAccessibleDescription(
      '0 of 10,000 characters',
    );
  },
};
