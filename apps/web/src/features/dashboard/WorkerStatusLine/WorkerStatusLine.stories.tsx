import { I18nProvider, type Locale } from '@lode/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogs } from '../../../app/catalogs';
import { withApp } from '../../../app/testing/storyApp';
import type { WorkerCounts } from '../../../lib/cabinet/workerStatus';
import { WorkerStatusLine } from './WorkerStatusLine';

const meta = {
  title: 'web/WorkerStatusLine',
  component: WorkerStatusLine,
  decorators: [withApp('/dashboard')],
  args: { workers: { online: 5, offline: 2, inactive: 1 } },
} satisfies Meta<typeof WorkerStatusLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two workers offline: a warning with the count, the rule and a link to them. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByText('2 workers are offline')).toBeVisible();
    await expect(canvas.getByText('All active workers are online')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show offline workers' })).toBeVisible();
  },
};

/** None offline: the calm line, with a link to every worker. */
export const AllOnline: Story = {
  args: { workers: { online: 6, offline: 0, inactive: 1 } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(canvas.getByText('All active workers are online')).toBeVisible();
    await expect(canvas.getByText(/workers? (is|are) offline/)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all workers' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Show offline workers' })).toBeNull();
  },
};

/** Every worker silent for over a day, none offline: the line does not claim they are online. */
export const NoneOnline: Story = {
  args: { workers: { online: 0, offline: 0, inactive: 3 } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(canvas.getByText('No worker is offline')).toBeVisible();
  },
};

/** While the counts load: a placeholder of the line's size, busy. */
export const Loading: Story = {
  args: { workers: undefined },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('worker-status', {}, { timeout: 10_000 });
    await expect(canvas.getByTestId('worker-status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/workers? (is|are) offline/)).not.toBeVisible();
    await expect(canvas.getByText('All active workers are online')).not.toBeVisible();
  },
};

const states: { name: string; workers: WorkerCounts | undefined }[] = [
  { name: 'offline', workers: { online: 5, offline: 2, inactive: 1 } },
  { name: 'one offline', workers: { online: 6, offline: 1, inactive: 1 } },
  { name: 'online', workers: { online: 6, offline: 0, inactive: 1 } },
  { name: 'none online', workers: { online: 0, offline: 0, inactive: 3 } },
  { name: 'loading', workers: undefined },
];

const locales: Locale[] = ['en', 'ru', 'cn'];

/**
 * Every state in each language, at the story's width (1280 px, and a 375 px phone): the line has one height per
 * language whatever it shows, so a change of state moves nothing under it.
 */
export const SameHeightInEveryState: Story = {
  render: () => (
    <div>
      {locales.map((locale) => (
        <I18nProvider key={locale} locale={locale} catalogs={catalogs} syncDocumentLang={false}>
          <section data-locale={locale} lang={locale === 'cn' ? 'zh-CN' : locale}>
            {states.map(({ name, workers }) => (
              <div key={name} data-state-name={name} style={{ marginBlockEnd: '8px' }}>
                <WorkerStatusLine workers={workers} />
              </div>
            ))}
          </section>
        </I18nProvider>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByTestId('worker-status', {}, { timeout: 10_000 });
    for (const locale of locales) {
      const section = canvasElement.querySelector<HTMLElement>(`[data-locale="${locale}"]`);
      if (!section) throw new Error(`no ${locale} section`);
      const heights = within(section)
        .getAllByTestId('worker-status')
        .map((line) => line.getBoundingClientRect().height);
      await expect(heights.length).toBe(states.length);
      // One height for every state, to the pixel.
      const spread = Math.max(...heights) - Math.min(...heights);
      await expect(spread, `${locale}: ${heights.join(', ')}`).toBeLessThan(0.5);
    }
  },
};
