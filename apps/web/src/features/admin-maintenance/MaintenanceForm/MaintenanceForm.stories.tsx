import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { ApiError } from '../../../lib/pool/apiError';
import { MaintenanceForm } from './MaintenanceForm';

const meta = {
  title: 'web/admin/MaintenanceForm',
  component: MaintenanceForm,
  decorators: [withApp('/admin/maintenance')],
  args: {
    state: {
      state: 'off',
      startsAt: null,
      endsAt: null,
      message: { en: '', ru: '', cn: '' },
      updatedAt: '2026-12-01T10:00:00.000Z',
      updatedBy: 'admin',
    },
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof MaintenanceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the form offers now or a window. */
export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('maintenance-state')).toHaveTextContent('Maintenance is off.');
    await userEvent.click(canvas.getByRole('radio', { name: /A scheduled window/ }));
    await expect(canvas.getByLabelText(/Starts/)).toBeVisible();
  },
};

/** A scheduled window with its messages. */
export const Scheduled: Story = {
  args: {
    state: {
      state: 'scheduled',
      startsAt: '2026-12-10T02:00:00.000Z',
      endsAt: '2026-12-10T04:00:00.000Z',
      message: { en: 'Database upgrade', ru: 'Обновление базы данных', cn: '' },
    },
  },
};

/** The API refuses: its field errors by the fields, what was typed kept. */
export const Refused: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Invalid', {
        'message.en': 'Required unless off',
        startsAt: 'Must be in the future',
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /A scheduled window/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Message \(Русский\)/ }), 'Текст');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByTestId('maintenance-outcome')).toHaveTextContent(
      'Some fields need a change.',
    );
    await expect(canvas.getByText('Required unless off')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Message \(Русский\)/ })).toHaveValue('Текст');
  },
};
