import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { DayRangeForm } from './DayRangeForm';

const meta = {
  title: 'web/DayRangeForm',
  component: DayRangeForm,
  decorators: [withApp('/accruals')],
  args: { from: '2026-11-01', to: '2026-11-21', required: true, onApply: fn() },
} satisfies Meta<typeof DayRangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bad day keeps what was typed and says why; a good range is applied. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const from = await canvas.findByRole('textbox', { name: /From/ }, { timeout: 10_000 });
    const to = canvas.getByRole('textbox', { name: /To/ });
    const apply = canvas.getByRole('button', { name: 'Apply dates' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-30');
    await userEvent.click(apply);
    await expect(from).toHaveValue('2026-02-30');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Invalid format/)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-25');
    await userEvent.click(apply);
    await expect(canvas.getByText('The last day must not be before the first.')).toBeVisible();

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-12{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('2026-11-10', '2026-11-12');
  },
};
