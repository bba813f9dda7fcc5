import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../app/testing/storyApp';
import type { SiteMaintenance } from '../../lib/runtime/siteTable';
import { MaintenanceDetails } from './MaintenanceDetails';

// What the maintenance page says under its heading while maintenance is on: the operator's message in the page's
// language and when the site is expected back (in the browser's time zone, so the checks read its shape only).

const on: SiteMaintenance = {
  state: 'on',
  startsAt: '2026-12-08T02:00:00.000Z',
  endsAt: '2026-12-08T03:30:00.000Z',
  message: {
    en: 'We are moving the database to a faster server.',
    ru: 'Переносим базу данных на более быстрый сервер.',
    cn: '',
  },
};

const meta = {
  title: 'web/tech-work/MaintenanceDetails',
  component: MaintenanceDetails,
  decorators: [withApp('/tech-work')],
  parameters: { layout: 'padded' },
  args: { maintenance: on },
} satisfies Meta<typeof MaintenanceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The English message and the end time. */
export const English: Story = {
  play: async ({ canvas }) => {
    const details = await canvas.findByRole(
      'region',
      { name: 'Message from the pool operator' },
      { timeout: 10_000 },
    );
    await expect(details).toHaveTextContent('We are moving the database to a faster server.');
    await expect(details).toHaveTextContent(/Expected back by Dec \d+, 2026, .+\./);
  },
};

/** On /ru: the Russian message. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole(
      'region',
      { name: 'Сообщение от оператора пула' },
      { timeout: 10_000 },
    );
    await expect(details).toHaveTextContent('Переносим базу данных на более быстрый сервер.');
  },
};

/** On /cn with no Chinese message: the English one, and no end time when none is set. */
export const ChineseFallsBackToEnglish: Story = {
  globals: { locale: 'cn' },
  args: { maintenance: { ...on, endsAt: null } },
  play: async ({ canvas }) => {
    const details = await canvas.findByRole('region', { name: '矿池运营方的消息' }, { timeout: 10_000 });
    await expect(details).toHaveTextContent('We are moving the database to a faster server.');
    await expect(canvas.queryByTestId('maintenance-until')).toBeNull();
  },
};
