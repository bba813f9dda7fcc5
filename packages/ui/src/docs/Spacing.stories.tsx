import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/vars.css';
import * as styles from './docs.css';

const spaces = Object.keys(vars.space) as (keyof typeof vars.space)[];
const radii = Object.keys(vars.radius) as (keyof typeof vars.radius)[];

/** Token values as the theme defines them (the contract holds only `var(...)`); the play checks them against the CSS. */
const spaceValues: Record<keyof typeof vars.space, number> = {
  '0': 0,
  '1': 4,
  '2': 8,
  '3': 12,
  '4': 16,
  '5': 24,
  '6': 32,
  '7': 48,
  '8': 64,
};
const radiusValues: Record<keyof typeof vars.radius, string> = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  full: '9999px',
};

const uses: Record<keyof typeof vars.space, string> = {
  '0': 'flush',
  '1': 'icon to text',
  '2': 'inside controls',
  '3': 'between related items',
  '4': 'card padding, phone gutters',
  '5': 'between cards',
  '6': 'desktop gutters',
  '7': 'between page sections',
  '8': 'hero spacing',
};

const variable = (reference: string) => reference.replace(/^var\((--[\w-]+)\)$/, '$1');

const meta = {
  title: 'Foundations/Spacing',
  // This page is the documentation: no generated Docs page beside it.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Spacing and radii</h1>
      <p className={styles.lead}>
        A 4 px based scale for padding, gaps and margins. In components use{' '}
        <code className={styles.code}>vars.space[&apos;4&apos;]</code>; for layout use sprinkles, which take
        the same names and may change by breakpoint:{' '}
        <code className={styles.code}>{"sprinkles({ padding: { xs: '4', lg: '6' } })"}</code>.
      </p>

      <section className={styles.section} aria-labelledby="space-scale">
        <h2 id="space-scale" className={styles.subheading}>
          Space scale
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Size</th>
              <th scope="col">Typical use</th>
            </tr>
          </thead>
          <tbody>
            {spaces.map((space) => (
              <tr key={space}>
                <th scope="row">
                  <code className={styles.code}>space.{space}</code>
                  <br />
                  <code className={styles.code}>{variable(vars.space[space])}</code>
                </th>
                <td>
                  <span
                    data-space={space}
                    style={{
                      display: 'block',
                      width: vars.space[space],
                      height: '16px',
                      backgroundColor: vars.color.primary.solid,
                      borderRadius: vars.radius.sm,
                    }}
                  />
                  <code className={styles.code}>{spaceValues[space]}px</code>
                </td>
                <td>{uses[space]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="radius-scale">
        <h2 id="radius-scale" className={styles.subheading}>
          Radii
        </h2>
        <div className={styles.grid}>
          {radii.map((radius) => (
            <div key={radius} className={styles.card}>
              <span
                data-radius={radius}
                style={{
                  display: 'block',
                  width: '96px',
                  height: '64px',
                  borderRadius: vars.radius[radius],
                  backgroundColor: vars.color.primary.soft,
                  border: `2px solid ${vars.color.primary.border}`,
                }}
              />
              <code className={styles.code}>
                radius.{radius} · {radiusValues[radius]}
              </code>
              <span>
                {radius === 'sm'
                  ? 'badges, swatches'
                  : radius === 'md'
                    ? 'buttons, inputs, menus'
                    : radius === 'lg'
                      ? 'cards, dialogs'
                      : 'pills, status dots, avatars'}
              </span>
            </div>
          ))}
        </div>
      </section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    for (const space of spaces) {
      const bar = canvasElement.querySelector(`[data-space="${space}"]`) as HTMLElement;
      await expect(bar.getBoundingClientRect().width, `space.${space}`).toBeCloseTo(spaceValues[space], 0);
    }
    for (const radius of radii) {
      const box = canvasElement.querySelector(`[data-radius="${radius}"]`) as HTMLElement;
      await expect(getComputedStyle(box).borderTopLeftRadius, `radius.${radius}`).toBe(radiusValues[radius]);
    }
  },
};
