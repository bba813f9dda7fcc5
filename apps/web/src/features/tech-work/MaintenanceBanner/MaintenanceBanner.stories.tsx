import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import type { SiteMaintenance } from '../../../lib/runtime/siteTable';
import { MaintenanceNotice } from './MaintenanceBanner';

// The cabinet's maintenance banner as a signed-in user sees it before a window, and as an admin sees it while the
// window is on. Fixed dates; the times are shown in the browser's time zone, so the checks read their shape only.

const scheduled: SiteMaintenance = {
  state: 'scheduled',
  startsAt: '2026-12-08T02:00:00.000Z',
  endsAt: '2026-12-08T03:30:00.000Z',
  message: {
    en: 'We are moving the database to a faster server.',
    ru: 'Переносим базу данных на более быстрый сервер.',
    cn: '',
  },
};

const meta = {
  title: 'web/tech-work/MaintenanceBanner',
  component: MaintenanceNotice,
  decorators: [withApp('/dashboard')],
  parameters: { layout: 'padded' },
  args: { maintenance: scheduled },
} satisfies Meta<typeof MaintenanceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a window: when it starts and ends, and the operator's message. */
export const Scheduled: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('status', {}, { timeout: 10_000 });
    await expect(await canvas.findByText('Maintenance is planned')).toBeVisible();
    await expect(banner).toHaveTextContent(
      /The site will be unavailable from Dec \d+, 2026, .+ to Dec \d+, 2026, .+\. Your rigs keep mining meanwhile\./,
    );
    await expect(canvas.getByText('We are moving the database to a faster server.')).toBeVisible();
  },
};

/** In Russian: the titles translated, the operator's Russian message. */
export const ScheduledRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Запланированы технические работы', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Переносим базу данных на более быстрый сервер.')).toBeVisible();
  },
};

/** In Chinese, with no Chinese message: the English one stands in. */
export const ScheduledChineseFallsBackToEnglish: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('计划维护', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('We are moving the database to a faster server.')).toBeVisible();
  },
};

/** Only a start: open-ended maintenance. */
export const ScheduledWithoutEnd: Story = {
  args: { maintenance: { ...scheduled, endsAt: null, message: { en: '', ru: '', cn: '' } } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('status', {}, { timeout: 10_000 });
    await expect(banner).toHaveTextContent(
      /unavailable from Dec \d+, 2026, .+\. Your rigs keep mining meanwhile\./,
    );
  },
};

/** What an admin sees while maintenance is on. */
export const OnForAnAdmin: Story = {
  args: { maintenance: { ...scheduled, state: 'on' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maintenance is on', {}, { timeout: 10_000 })).toBeVisible();
    await expect(
      canvas.getByText('Other users see the maintenance page; as an admin you can use the whole site.'),
    ).toBeVisible();
  },
};
