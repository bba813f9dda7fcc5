import type { PoolSchema } from '@lode/pool-api/client';
import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/storyApp';
import { WatchBar } from './WatchBar';

// The bar heading every page of a watcher view, as `GET /account/watcher` describes the link. Dates are fixed, so
// the bar reads the same on every run.

const view: PoolSchema<'WatcherView'> = {
  label: 'Hosting client: site A',
  subaccount: 'north-farm',
  owner: 'demo',
  scopes: ['workers', 'statistics'],
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
};

const meta = {
  title: 'web/WatchLayout/WatchBar',
  component: WatchBar,
  decorators: [withApp('/watch/q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ')],
  // As at the head of a page: the bar takes the width it is given.
  parameters: { layout: 'padded' },
  args: { view },
} satisfies Meta<typeof WatchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link shared until a date: whose view, under which label, until when, and that it is read-only. */
export const WithExpiry: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'About this shared view' }, { timeout: 10_000 });
    const about = within(bar);
    await expect(about.getByText('demo shares the sub-account “north-farm” with you')).toBeVisible();
    await expect(about.getByText('Link: Hosting client: site A')).toBeVisible();
    await expect(about.getByText(/^Shared until Dec 31, 2026, \d/)).toBeVisible();
    await expect(about.getByText('Read only')).toBeVisible();
  },
};

/** A link shared with no end date says so, in place of the date. */
export const NoEndDate: Story = {
  args: { view: { ...view, expiresAt: null } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'About this shared view' }, { timeout: 10_000 });
    await expect(within(bar).getByText('Shared with no end date')).toBeVisible();
    await expect(within(bar).queryByText(/Shared until/)).toBeNull();
  },
};

/**
 * Names as long as the API lets an owner pick them (a sub-account of 32 characters, a label of 64), with nowhere a
 * line may break (underscores): they wrap inside the bar (on a phone, over several lines), and nothing runs off the
 * screen.
 */
export const LongNames: Story = {
  args: {
    view: {
      ...view,
      owner: 'northern_containers_hosting_ops',
      subaccount: 'northern_site_containers_rack_ab',
      label: 'investor_report_for_northern_site_containers_rack_a_and_b_2026q4',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = await canvas.findByRole('region', { name: 'About this shared view' }, { timeout: 10_000 });
    const whose = within(bar).getByText(/shares the sub-account/);
    // The label's line: the paragraph that holds it (an inline span has no width of its own to measure).
    const label =
      within(bar)
        .getByText(/^Link: /)
        .closest('p') ?? bar;
    await expect(whose).toBeVisible();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    for (const line of [whose, label]) await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    const page = canvasElement.ownerDocument.defaultView ?? window;
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(page.innerWidth);
    if (page.innerWidth < breakpoints.sm) {
      // On a phone the sentence takes several lines, and the badge goes under the text.
      const lineHeight = Number.parseFloat(getComputedStyle(whose).lineHeight);
      await expect(whose.getBoundingClientRect().height).toBeGreaterThan(2 * lineHeight);
      const badge = within(bar).getByText('Read only');
      await expect(badge.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        whose.getBoundingClientRect().bottom,
      );
    }
  },
};

/** In Russian: the sentence, the label and the date in the visitor's language. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: 'Об этом общем доступе' }, { timeout: 10_000 });
    await expect(within(bar).getByText('demo открывает вам субаккаунт «north-farm»')).toBeVisible();
    await expect(within(bar).getByText(/^Доступ до 31 дек\. 2026/)).toBeVisible();
    await expect(within(bar).getByText('Только просмотр')).toBeVisible();
  },
};

/** In Chinese, with no end date. */
export const Chinese: Story = {
  globals: { locale: 'cn' },
  args: { view: { ...view, expiresAt: null } },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('region', { name: '关于此共享视图' }, { timeout: 10_000 });
    await expect(within(bar).getByText('demo 与您共享子账户“north-farm”')).toBeVisible();
    await expect(within(bar).getByText('共享无截止日期')).toBeVisible();
    await expect(within(bar).getByText('只读')).toBeVisible();
  },
};
