// Assertions shared by the chart stories: they run in real Chromium, in both themes and at phone width.
import { expect, userEvent } from 'storybook/test';

/** Moves the pointer over the plot to the position a fraction `at` (0–1) of its width from the left. */
export async function hoverPlot(plot: HTMLElement, at: number): Promise<void> {
  const box = plot.getBoundingClientRect();
  await userEvent.pointer({
    target: plot,
    coords: { clientX: box.left + at * box.width, clientY: box.top + box.height / 2 },
  });
}

/** The tick labels drawn in a chart never overlap one another (nor leave the chart), measured in the browser. */
export async function expectTickLabelsApart(root: HTMLElement): Promise<void> {
  const svg = root.querySelector('[role="img"] svg');
  if (!svg) throw new Error('No chart drawing found');
  const chart = svg.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
  await expect(labels.length).toBeGreaterThan(2);
  for (const [i, a] of labels.entries()) {
    await expect(a.left).toBeGreaterThanOrEqual(chart.left - 1);
    await expect(a.right).toBeLessThanOrEqual(chart.right + 1);
    for (const b of labels.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      await expect(apart, `labels at ${a.left},${a.top} and ${b.left},${b.top} overlap`).toBe(true);
    }
  }
}
