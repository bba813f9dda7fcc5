import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../tokens/contrast';
import { colorRoles, darkColors, lightColors, type RoleColors, type ThemeColors } from '../tokens/palette';
import { themeAttribute } from '../tokens/themeAttribute';
import { vars } from '../tokens/vars.css';
import * as styles from './docs.css';

type SurfaceToken = Exclude<keyof ThemeColors, (typeof colorRoles)[number]>;
type Token = SurfaceToken | `${(typeof colorRoles)[number]}.${keyof RoleColors}`;

const surfaceTokens: SurfaceToken[] = [
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focusRing',
];
const roleShades: (keyof RoleColors)[] = [
  'solid',
  'solidHover',
  'onSolid',
  'soft',
  'softHover',
  'border',
  'text',
];

/** WCAG 2 AA: 4.5:1 for body text, 3:1 for focus rings and control borders. */
const required = { text: 4.5, 'non-text': 3 } as const;

interface Pair {
  foreground: Token;
  background: Token;
  kind: keyof typeof required;
}

const surfacePairs: Pair[] = [
  ...(['background', 'surface', 'surfaceRaised'] as const).flatMap((background) => [
    { foreground: 'text', background, kind: 'text' } as const,
    { foreground: 'textMuted', background, kind: 'text' } as const,
  ]),
  { foreground: 'focusRing', background: 'background', kind: 'non-text' },
  { foreground: 'borderStrong', background: 'surface', kind: 'non-text' },
];

function rolePairs(role: (typeof colorRoles)[number]): Pair[] {
  return [
    { foreground: `${role}.onSolid`, background: `${role}.solid`, kind: 'text' },
    { foreground: `${role}.onSolid`, background: `${role}.solidHover`, kind: 'text' },
    { foreground: `${role}.text`, background: `${role}.soft`, kind: 'text' },
    { foreground: `${role}.text`, background: `${role}.softHover`, kind: 'text' },
    { foreground: `${role}.text`, background: 'surface', kind: 'text' },
    { foreground: `${role}.text`, background: 'background', kind: 'text' },
  ];
}

const allPairs = [...surfacePairs, ...colorRoles.flatMap(rolePairs)];

function hexOf(colors: ThemeColors, token: Token): string {
  const [first, shade] = token.split('.') as [keyof ThemeColors, keyof RoleColors | undefined];
  const value = colors[first];
  return typeof value === 'string' ? value : value[shade ?? 'solid'];
}

function cssVarOf(token: Token): string {
  const [first, shade] = token.split('.') as [keyof typeof vars.color, keyof RoleColors | undefined];
  const value = vars.color[first];
  return typeof value === 'string' ? value : value[shade ?? 'solid'];
}

/** `var(--lode-color-surface)` → `--lode-color-surface`: the name designers and the host app use. */
const variableName = (token: Token) => cssVarOf(token).replace(/^var\((--[\w-]+)\)$/, '$1');

/** Lets long token names wrap after `-` and `.`, so the tables fit a phone without scrolling sideways. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[-.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function Swatch({ token, colors }: { token: Token; colors: ThemeColors }) {
  const hex = hexOf(colors, token);
  return (
    <tr>
      <th scope="row">
        <code className={styles.code}>
          <Breakable text={token} />
        </code>
        <br />
        <code className={styles.code}>
          <Breakable text={variableName(token)} />
        </code>
      </th>
      <td>
        <span
          className={styles.swatch}
          data-token={token}
          data-hex={hex}
          style={{ backgroundColor: cssVarOf(token) }}
        />
        <br />
        <code className={styles.code}>{hex}</code>
      </td>
    </tr>
  );
}

function PairRow({ pair, colors }: { pair: Pair; colors: ThemeColors }) {
  const ratio = contrastRatio(hexOf(colors, pair.foreground), hexOf(colors, pair.background));
  const passes = ratio >= required[pair.kind];
  const foreground = cssVarOf(pair.foreground);
  const background = cssVarOf(pair.background);
  return (
    <tr data-pair>
      <th scope="row">
        <code className={styles.code}>
          <Breakable text={pair.foreground} />
        </code>{' '}
        on{' '}
        <code className={styles.code}>
          <Breakable text={pair.background} />
        </code>
      </th>
      <td>
        {pair.kind === 'text' ? (
          <span className={styles.pairSample} style={{ color: foreground, backgroundColor: background }}>
            Aa 9.52
          </span>
        ) : (
          <span
            className={styles.pairSample}
            aria-hidden="true"
            style={{ backgroundColor: background, boxShadow: `inset 0 0 0 3px ${foreground}` }}
          />
        )}
        <br />
        <span data-ratio>{ratio.toFixed(2)}:1</span>
        <br />
        <span className={[styles.verdict, passes ? styles.pass : styles.fail].join(' ')}>
          {passes ? 'AA pass' : 'AA fail'} (≥ {required[pair.kind]})
        </span>
      </td>
    </tr>
  );
}

function PairTable({ pairs, colors, caption }: { pairs: Pair[]; colors: ThemeColors; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.lead} style={{ textAlign: 'left' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Contrast</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => (
          <PairRow key={`${pair.foreground}/${pair.background}`} pair={pair} colors={colors} />
        ))}
      </tbody>
    </table>
  );
}

function TokenTable({ tokens, colors, caption }: { tokens: Token[]; colors: ThemeColors; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.lead} style={{ textAlign: 'left' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <Swatch key={token} token={token} colors={colors} />
        ))}
      </tbody>
    </table>
  );
}

function ThemeColours({ theme }: { theme: 'light' | 'dark' }) {
  const colors = theme === 'light' ? lightColors : darkColors;
  const title = theme === 'light' ? 'Light theme' : 'Dark theme';
  const id = `colours-${theme}`;
  // The theme attribute works on any subtree: each panel shows its theme whatever the toolbar says.
  return (
    <section aria-labelledby={id} className={styles.themePanel} {...{ [themeAttribute]: theme }}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      <div className={styles.grid}>
        <div className={styles.card}>
          <h3 className={styles.subheading}>Surfaces, text and lines</h3>
          <TokenTable tokens={surfaceTokens} colors={colors} caption="Page, cards, text, borders, focus." />
        </div>
        <div className={styles.card}>
          <h3 className={styles.subheading}>Readability</h3>
          <PairTable
            pairs={surfacePairs}
            colors={colors}
            caption="Text on every surface; rings and borders."
          />
        </div>
      </div>
      <div className={styles.wideGrid}>
        {colorRoles.map((role) => (
          <div key={role} className={styles.card}>
            <h3 className={styles.subheading}>{role}</h3>
            <TokenTable
              tokens={roleShades.map((shade) => `${role}.${shade}` as const)}
              colors={colors}
              caption={`The ${role} role: fills, tints, border and text.`}
            />
            <PairTable pairs={rolePairs(role)} colors={colors} caption="Text on its fills and on the page." />
          </div>
        ))}
      </div>
    </section>
  );
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const meta = {
  title: 'Foundations/Colours',
  // This page is the documentation: no generated Docs page beside it.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Colours</h1>
      <p className={styles.lead}>
        Every colour token of both themes with its CSS variable and value, and the contrast of every pair the
        components draw text or controls with, computed with{' '}
        <code className={styles.code}>contrastRatio</code> (WCAG 2: AA needs 4.5:1 for text, 3:1 for focus
        rings and control borders). Components use the tokens through{' '}
        <code className={styles.code}>vars.color.*</code>, never raw colours.
      </p>
      <ThemeColours theme="light" />
      <ThemeColours theme="dark" />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    for (const [name, colors] of [
      ['Light theme', lightColors],
      ['Dark theme', darkColors],
    ] as const) {
      const panel = within(canvas.getByRole('region', { name }));
      // Each swatch is painted by the CSS variable of that theme: it must be the palette's value.
      const swatches = panel.getAllByRole('row').flatMap((row) => [...row.querySelectorAll('[data-hex]')]);
      await expect(swatches).toHaveLength(surfaceTokens.length + colorRoles.length * roleShades.length);
      for (const swatch of swatches) {
        const token = swatch.getAttribute('data-token') as Token;
        await expect(getComputedStyle(swatch).backgroundColor, `${name} ${token}`).toBe(
          hexToRgb(hexOf(colors, token)),
        );
      }
      await expect(panel.getAllByText(/^AA pass/)).toHaveLength(allPairs.length);
      await expect(panel.queryAllByText(/^AA fail/)).toHaveLength(0);
    }
    // The brand blue as the spec gives it.
    await expect(canvas.getAllByText('#1867c0').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('#2d82c6').length).toBeGreaterThan(0);
  },
};
