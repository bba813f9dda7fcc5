import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useBreakpoint, useIsMobile } from '../breakpoints/useBreakpoint';
import { breakpoints, minWidthQuery, mobileBreakpoint, type Breakpoint } from '../tokens/breakpoints';
import { sprinkles } from '../tokens/sprinkles.css';
import * as styles from './docs.css';

const names = Object.keys(breakpoints) as Breakpoint[];

const usage = `import { breakpoints, sprinkles, useBreakpoint, useIsMobile } from '@lode/ui';

// Layout in CSS, so the server HTML is already right: mobile first, then from lg up.
<div className={sprinkles({ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: '3' })} />
<nav className={sprinkles({ display: { xs: 'none', lg: 'flex' } })} />

// Only where behaviour (not looks) differs: the hooks agree with the same media queries.
const isMobile = useIsMobile(); // below lg (${breakpoints.lg} px)
const current = useBreakpoint(); // 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'`;

function CurrentBreakpoint() {
  const current = useBreakpoint();
  const isMobile = useIsMobile();
  return (
    <p className={styles.lead} aria-live="polite">
      This viewport: <strong data-current-breakpoint>{current}</strong> ({isMobile ? 'mobile' : 'desktop'}{' '}
      layout)
    </p>
  );
}

const meta = {
  title: 'Foundations/Breakpoints',
  // This page is the documentation: no generated Docs page beside it.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Breakpoints</h1>
      <p className={styles.lead}>
        One constant, <code className={styles.code}>breakpoints</code>, drives the sprinkles conditions, the{' '}
        <code className={styles.code}>useBreakpoint()</code> and{' '}
        <code className={styles.code}>useIsMobile()</code> hooks and the Storybook viewports. Each value is
        the minimum width where that breakpoint starts. Below{' '}
        <code className={styles.code}>{mobileBreakpoint}</code> the layout is the mobile one.
      </p>
      <CurrentBreakpoint />

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">From</th>
            <th scope="col">Media query</th>
            <th scope="col">Layout</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name} data-breakpoint={name}>
              <th scope="row">
                <code className={styles.code}>{name}</code>
              </th>
              <td>{breakpoints[name]} px</td>
              <td>
                <code className={styles.code}>
                  {breakpoints[name] === 0 ? '(always)' : minWidthQuery(name)}
                </code>
              </td>
              <td>{breakpoints[name] < breakpoints[mobileBreakpoint] ? 'mobile' : 'desktop'}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className={styles.section} aria-labelledby="bp-usage">
        <h2 id="bp-usage" className={styles.subheading}>
          Using them
        </h2>
        <pre className={styles.codeBlock}>
          <code>{usage}</code>
        </pre>
        <div
          data-demo="direction"
          className={sprinkles({ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: '3' })}
        >
          {['rig-01 · 9.52 GH/s', 'rig-02 · 8.10 GH/s', 'rig-03 · offline'].map((worker) => (
            <div key={worker} className={styles.card} style={{ flex: '1 1 0' }}>
              {worker}
            </div>
          ))}
        </div>
        <p data-demo="desktop-only" className={sprinkles({ display: { xs: 'none', lg: 'block' } })}>
          Shown from lg: the navigation column.
        </p>
        <p data-demo="mobile-only" className={sprinkles({ display: { xs: 'block', lg: 'none' } })}>
          Shown below lg: the menu button and drawer.
        </p>
      </section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Breakpoints: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(names.length + 1);
    const width = window.innerWidth;
    const expected = [...names].reverse().find((name) => width >= breakpoints[name]);
    await expect(canvasElement.querySelector('[data-current-breakpoint]')).toHaveTextContent(
      expected ?? 'xs',
    );
    const desktop = width >= breakpoints.lg;
    const direction = canvasElement.querySelector('[data-demo="direction"]') as HTMLElement;
    await expect(getComputedStyle(direction).flexDirection).toBe(desktop ? 'row' : 'column');
    await expect(canvas.queryByText(/Shown from lg/)).toHaveStyle({ display: desktop ? 'block' : 'none' });
    await expect(canvas.queryByText(/Shown below lg/)).toHaveStyle({ display: desktop ? 'none' : 'block' });
  },
};
