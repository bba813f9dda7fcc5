import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { noFilters } from '../audit';
import { AuditFilters } from './AuditFilters';

const meta = {
  title: 'web/admin/AuditFilters',
  component: AuditFilters,
  decorators: [withApp('/admin/audit')],
  args: { value: noFilters, onApply: fn() },
} satisfies Meta<typeof AuditFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters apply together. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'news.publish');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Who' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      action: 'news.publish',
      actor: 'admin',
      from: '',
      to: '',
    });
  },
};
