import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusDot } from './StatusDot';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/StatusDot',
  component: StatusDot,
  parameters: {
    docs: usageDocs({
      summary: 'A coloured dot with its status in words: colour is never the only cue.',
      use: "For a live state: a worker online, offline or idle, the pool's connection.",
      avoid: 'For a category that does not change (use Badge), or without words beside it.',
      keyboard: 'None: it takes no focus.',
    }),
  },
  tags: ['autodocs'],
  args: { status: 'online' },
  argTypes: {
    status: { control: 'inline-radio', options: ['online', 'offline', 'inactive'] },
  },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Online')).toBeVisible();
  },
};

/** All three states: each has its own colour, shape and words. */
export const Statuses: Story = {
  render: () => (
    <ul
      style={{ display: 'flex', flexDirection: 'column', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
    >
      <li>
        rig-01 <StatusDot status="online" />
      </li>
      <li>
        rig-02 <StatusDot status="offline" />
      </li>
      <li>
        rig-07 <StatusDot status="inactive" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'rig-01 Online',
      'rig-02 Offline',
      'rig-07 Inactive',
    ]);
    // The dots differ from one another, so the states are not told apart by the words alone either.
    const dots = items.map((item) => item.querySelector('[aria-hidden="true"]'));
    const looks = dots.map((d) =>
      d ? `${getComputedStyle(d).backgroundColor}/${getComputedStyle(d).borderColor}` : '',
    );
    await expect(new Set(looks).size).toBe(3);
  },
};

/** Labels come from props, so the i18n package can translate them. */
export const TranslatedLabel: Story = {
  args: { status: 'offline', label: 'Не в сети' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Не в сети')).toBeVisible();
    await expect(canvas.queryByText('Offline')).toBeNull();
  },
};
