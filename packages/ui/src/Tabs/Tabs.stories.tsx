import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as Tabs from './Tabs';
import { usageDocs } from '../../../../.storybook/usageNote';

const workers = {
  online: ['rig-01 · 9.52 GH/s', 'rig-02 · 9.48 GH/s', 'rig-04 · 3.10 GH/s'],
  offline: ['rig-03 · last share 2 h ago'],
  inactive: [] as string[],
};

const periods = ['10 minutes', 'hour', 'day', 'week', 'month', 'year', 'all time'];

const meta = {
  title: 'ui/Tabs',
  component: Tabs.Root,
  parameters: {
    docs: usageDocs({
      summary:
        'A set of tabs: `Root`, a `List` of `Trigger`s and one `Content` per tab; the list scrolls sideways when it does not fit.',
      use: "To switch between views of the same thing on one page: a worker's hashrate, shares and history; LTC and DOGE.",
      avoid:
        'For navigation between pages with their own URLs (use links), or for steps the miner must go through in order.',
      keyboard:
        'Tab moves into the list on the active tab and then on to its panel; ArrowLeft and ArrowRight move between tabs and show them, Home and End go to the first and last.',
    }),
  },
  args: { defaultValue: 'online', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args} style={{ width: 'min(560px, 90vw)' }}>
      <Tabs.List aria-label="Worker status">
        <Tabs.Trigger value="online" count={12}>
          Online
        </Tabs.Trigger>
        <Tabs.Trigger value="offline" count={1}>
          Offline
        </Tabs.Trigger>
        <Tabs.Trigger value="inactive" count={0}>
          Inactive
        </Tabs.Trigger>
      </Tabs.List>
      {(Object.keys(workers) as (keyof typeof workers)[]).map((status) => (
        <Tabs.Content key={status} value={status}>
          {workers[status].length === 0 ? (
            <p>No {status} workers.</p>
          ) : (
            <ul>
              {workers[status].map((worker) => (
                <li key={worker}>{worker}</li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WorkerStatus: Story = {
  play: async ({ args, canvas }) => {
    const online = canvas.getByRole('tab', { name: 'Online 12' });
    const offline = canvas.getByRole('tab', { name: 'Offline 1' });
    const inactive = canvas.getByRole('tab', { name: 'Inactive 0' });
    await expect(online).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('rig-01');

    // Pointer: a click selects the tab and shows its panel.
    await userEvent.click(offline);
    await expect(offline).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('rig-03');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('offline');

    // Keyboard: arrows move and select (wrapping at the ends), Home and End jump, Tab leaves for the panel.
    await userEvent.keyboard('{ArrowRight}');
    await expect(inactive).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No inactive workers.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(online).toHaveFocus();
    await expect(online).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(inactive).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(online).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManyTabsScrollOnNarrowScreens: Story = {
  args: { defaultValue: 'hour' },
  render: (args) => (
    <Tabs.Root {...args} style={{ width: 'min(320px, 80vw)' }}>
      <Tabs.List aria-label="Hashrate period">
        {periods.map((period) => (
          <Tabs.Trigger key={period} value={period.replace(' ', '-')}>
            {`Last ${period}`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {periods.map((period) => (
        <Tabs.Content key={period} value={period.replace(' ', '-')}>
          {`Average hashrate over the last ${period}: 9.52 GH/s`}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Hashrate period' });
    const tabs = within(list).getAllByRole('tab');
    // One row that scrolls, never a wrapped second row.
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);

    // Focusing the last tab by keyboard scrolls it into view.
    await userEvent.click(canvas.getByRole('tab', { name: 'Last hour' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Last all time' });
    await expect(last).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('all time: 9.52 GH/s');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Payout coin">
        <Tabs.Trigger value="online">Litecoin</Tabs.Trigger>
        <Tabs.Trigger value="doge" disabled>
          Dogecoin
        </Tabs.Trigger>
        <Tabs.Trigger value="bells">Bellscoin</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="online">Threshold 0.01 LTC</Tabs.Content>
      <Tabs.Content value="doge">Threshold 40 DOGE</Tabs.Content>
      <Tabs.Content value="bells">Threshold 1 BEL</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Litecoin' }));
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Bellscoin' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Dogecoin' })).toBeDisabled();
  },
};
