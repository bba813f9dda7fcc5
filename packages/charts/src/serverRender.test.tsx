// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { formatHashrate, hashrateSeries, minute } from './testing/poolData';

// No DOM here: a chart that touched window or document while rendering would throw.
describe('charts on the server', () => {
  it('render their frame at its height and their table, and draw once measured in the browser', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <>
        <LineChart
          title="Pool hashrate"
          height={240}
          series={[
            {
              id: 'pool',
              label: 'Pool',
              points: hashrateSeries({ count: 50, step: minute, mean: 1e12, seed: 1 }),
            },
          ]}
          formatY={formatHashrate}
        />
        <BarChart
          title="Shares"
          width={300}
          categories={['rig-01']}
          series={[{ id: 'a', label: 'Accepted', values: [3] }]}
        />
      </>,
    );
    expect(html).toContain('aria-label="Pool hashrate"');
    expect(html).toContain('height:240px');
    expect(html).toContain('<caption>Pool hashrate: data</caption>');
    // A fixed width draws on the server too.
    expect(html).toContain('role="slider"');
  });
});
