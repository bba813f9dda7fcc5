import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { StatTile } from './StatTile';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/StatTile',
  component: StatTile,
  parameters: {
    docs: usageDocs({
      summary: 'One key figure with its label, unit, change and period, e.g. "Hashrate (1 h) 9.52 GH/s".',
      use: 'For the figures a miner checks first: hashrate, balance, workers online, earnings today, in a row or grid of tiles.',
      avoid: 'For a list of values (use DataTable), or for text that is not a figure.',
      keyboard: 'None of its own: it takes no focus unless it holds a link or button.',
    }),
  },
  tags: ['autodocs'],
  args: {
    label: 'Hashrate (1 h)',
    value: '9.52',
    unit: 'GH/s',
    change: { value: '+4.2 %', direction: 'up', label: 'Up 4.2 % on the previous hour' },
    hint: '1 h average',
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: Number(parameters.frameWidth ?? 260), maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hashrate: Story = {
  play: async ({ canvas }) => {
    const term = canvas.getByRole('term');
    await expect(term).toHaveTextContent('Hashrate (1 h)');
    const [figure] = canvas.getAllByRole('definition');
    await expect(figure).toHaveTextContent('9.52GH/s');
    // The change is told in words, not only by the arrow and the green.
    await expect(canvas.getByText('Up 4.2 % on the previous hour')).toBeInTheDocument();
    await expect(canvas.getByText('1 h average')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('9.52')).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** A rising reject rate is bad news: `goodDirection: 'down'` turns the colour, the words stay the same. */
export const GoodAndBadChanges: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StatTile
        label="Hashrate (24 h)"
        value="9.38"
        unit="GH/s"
        change={{ value: '+1.1 %', direction: 'up' }}
        hint="24 h average"
        data-testid="good"
      />
      <StatTile
        label="Reject rate (1 h)"
        value="1.9"
        unit="%"
        change={{ value: '+0.6 pt', direction: 'up', goodDirection: 'down' }}
        hint="Rejected and stale shares"
        data-testid="bad"
      />
      <StatTile
        label="Workers online"
        value="12"
        change={{ value: '0', direction: 'flat' }}
        hint="of 14 workers"
        data-testid="flat"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const colourOf = (id: string) => {
      const change = canvas.getByTestId(id).querySelector('dd:last-child > span');
      if (!change) throw new Error(`No change in ${id}`);
      return getComputedStyle(change).color;
    };
    const colours = ['good', 'bad', 'flat'].map(colourOf);
    await expect(new Set(colours).size).toBe(3);
    await expect(canvas.getAllByText('Up +1.1 %')).toHaveLength(1);
    await expect(canvas.getByText('Up +0.6 pt')).toBeInTheDocument();
    await expect(canvas.getByText('No change 0')).toBeInTheDocument();
  },
};

/** While loading, a skeleton of the figure's size holds its place: nothing moves when the figure arrives. */
export const Loading: Story = {
  render: function Render(args) {
    const [loading, setLoading] = useState(true);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <StatTile
          {...args}
          label="Balance"
          value="0.04218"
          unit="LTC"
          change={undefined}
          hint="Paid out daily"
          loading={loading}
          data-testid="tile"
        />
        <Button size="sm" variant="outline" onClick={() => setLoading((l) => !l)}>
          {loading ? 'Finish loading' : 'Reload'}
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByTestId('tile');
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('0.04218')).toBeNull();
    const before = tile.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(canvas.getByText('0.04218')).toBeVisible());
    await expect(tile).not.toHaveAttribute('aria-busy');
    await expect(tile.getBoundingClientRect().height).toBeCloseTo(before, 0);
  },
};

export const LoadingWithChange: Story = {
  args: { loading: true },
  render: (args) => <StatTile {...args} data-testid="tile" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tile')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Up 4.2 % on the previous hour')).toBeNull();
    await expect(canvas.getByText('1 h average')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Unavailable', change: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <StatTile {...args} data-testid="failed" />
      <StatTile {...args} error={undefined} data-testid="ok" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unavailable')).toBeVisible();
    await expect(canvas.getAllByText('9.52')).toHaveLength(1);
    // Same height as a tile with its figure.
    const failed = canvas.getByTestId('failed').getBoundingClientRect().height;
    const ok = canvas.getByTestId('ok').getBoundingClientRect().height;
    await expect(failed).toBeCloseTo(ok, 0);
  },
};

/**
 * Long figures in narrow tiles keep the size of every other figure: one too long for its tile wraps between its
 * digit groups (the unit after it or on the next line), never shrinks and never runs out of it. At phone width a
 * group wider than the tile (8 decimals in a wide font) breaks too.
 */
export const LongFiguresWrap: Story = {
  parameters: { frameWidth: 480 },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'start', gap: 12 }}>
      <StatTile label="Total paid (DOGE)" value="1,234,567.12345678" unit="DOGE" data-testid="long" />
      <StatTile label="Workers online" value="5" data-testid="short" />
      <StatTile label="Hashrate (1 h)" value="57.58" unit="GH/s" data-testid="hashrate" />
      <StatTile label="Balance (LTC)" value="0.00000000" unit="LTC" data-testid="amount" />
      <StatTile label="Баланс (DOGE)" error="Недоступно: нет связи с сервером" data-testid="error" />
    </div>
  ),
  play: async ({ canvas }) => {
    // An error message wraps too, and its icon keeps its size.
    const icon = canvas.getByTestId('error').querySelector('svg')?.getBoundingClientRect();
    await expect(icon?.width).toBeCloseTo(16, 0);
    for (const id of ['long', 'hashrate', 'amount', 'error']) {
      const row = canvas.getByTestId(id).querySelector('dd');
      if (!row) throw new Error(`No figure in ${id}`);
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    // Every figure at the full size, the long one on more lines.
    for (const text of ['1,234,567.12345678', '5', '57.58', '0.00000000'])
      await expect(getComputedStyle(canvas.getByText(text)).fontSize).toBe('28px');
    const height = (text: string) => canvas.getByText(text).getBoundingClientRect().height;
    await expect(height('1,234,567.12345678')).toBeGreaterThan(height('5') * 1.5);
    // It wraps between its groups ("1,234,567." then "12345678"), and inside a group only when that group alone is
    // wider than the tile (8 decimals in a phone's half-width tile, in a wide fallback font).
    const figure = canvas.getByText('1,234,567.12345678');
    const range = document.createRange();
    for (const group of figure.childNodes) {
      range.selectNodeContents(group);
      const pieces = [...range.getClientRects()];
      if (new Set(pieces.map((rect) => Math.round(rect.top))).size > 1) {
        const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
        await expect(width).toBeGreaterThan(figure.clientWidth);
      }
    }
    // The first line ends after a separator, not inside the digits of the whole part.
    const characters = [...figure.childNodes].flatMap((node) =>
      Array.from(node.textContent ?? '', (character, offset) => {
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return { character, top: Math.round(range.getBoundingClientRect().top) };
      }),
    );
    const firstBreak = characters.findIndex(({ top }) => top > (characters[0]?.top ?? 0));
    await expect(characters[firstBreak - 1]?.character).toMatch(/[,.]/);
    await expect(figure.textContent).toBe('1,234,567.12345678');
  },
};

/** Several figures inside one card, as on the dashboard: the tiles drop their own surface. */
export const DashboardRow: Story = {
  parameters: { frameWidth: 880 },
  render: () => (
    <Card as="section" title="Hashrate" description="rig-01 … rig-14">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 16 }}>
        <StatTile surface={false} label="Hashrate (10 min)" value="9.71" unit="GH/s" hint="10 min average" />
        <StatTile
          surface={false}
          label="Hashrate (1 h)"
          value="9.52"
          unit="GH/s"
          change={{ value: '+4.2 %', direction: 'up' }}
          hint="1 h average"
        />
        <StatTile
          surface={false}
          label="Hashrate (24 h)"
          value="9.38"
          unit="GH/s"
          change={{ value: '−0.8 %', direction: 'down' }}
          hint="24 h average"
        />
        <StatTile surface={false} label="Today's estimate" value="0.0398" unit="LTC" hint="+ 95.6 DOGE" />
      </div>
    </Card>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Hashrate' });
    await expect(region.querySelectorAll('dl')).toHaveLength(4);
    await expect(canvas.getByText('Down −0.8 %')).toBeInTheDocument();
  },
};
