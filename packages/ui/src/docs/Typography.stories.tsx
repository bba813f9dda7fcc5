import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/vars.css';
import * as styles from './docs.css';

// The scale as data, read from the contract so this page cannot drift from the tokens.
const fontSizes = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
const fontWeights = Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[];
const lineHeights = Object.keys(vars.lineHeight) as (keyof typeof vars.lineHeight)[];

/** Token values as the theme defines them (the contract holds only `var(...)`); the play checks them against the CSS. */
const values = {
  fontSize: { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28, display: 36 },
  fontWeight: { regular: 400, medium: 500, bold: 600 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} satisfies {
  fontSize: Record<keyof typeof vars.fontSize, number>;
  fontWeight: Record<keyof typeof vars.fontWeight, number>;
  lineHeight: Record<keyof typeof vars.lineHeight, number>;
};

// The product speaks three languages (en, ru, cn): the system font stack must carry all of them.
const samples = [
  { lang: 'en', text: 'Pool hashrate 1.84 TH/s · payout 0.25 LTC' },
  { lang: 'ru', text: 'Хешрейт пула 1,84 TH/s · выплата 0,25 LTC' },
  { lang: 'zh-CN', text: '矿池算力 1.84 TH/s · 支付 0.25 LTC' },
] as const;

const variable = (reference: string) => reference.replace(/^var\((--[\w-]+)\)$/, '$1');

const meta = {
  title: 'Foundations/Typography',
  // This page is the documentation: no generated Docs page beside it.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Typography</h1>
      <p className={styles.lead}>
        One system font stack and no web fonts: text appears at once and each platform draws Latin, Cyrillic
        and Chinese in its own best face. Numbers that must line up (addresses, hashes) use the mono stack.
      </p>

      <section className={styles.section} aria-labelledby="type-families">
        <h2 id="type-families" className={styles.subheading}>
          Families
        </h2>
        <div className={styles.grid}>
          <div className={styles.card}>
            <code className={styles.code}>{variable(vars.font.body)}</code>
            {samples.map(({ lang, text }) => (
              <p key={lang} lang={lang} style={{ margin: 0, fontFamily: vars.font.body }}>
                {text}
              </p>
            ))}
          </div>
          <div className={styles.card}>
            <code className={styles.code}>{variable(vars.font.mono)}</code>
            <p style={{ margin: 0, fontFamily: vars.font.mono, overflowWrap: 'anywhere' }}>
              ltc1qg82x5kq9a0vz7hm2yu4l3c8d6w0pe7k3s
            </p>
            <p style={{ margin: 0, fontFamily: vars.font.mono, overflowWrap: 'anywhere' }}>
              DQkwDpRYUyNNnoEZDfSGFFeQvLgbdEXiRd
            </p>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="type-sizes">
        <h2 id="type-sizes" className={styles.subheading}>
          Sizes
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Token</th>
              <th scope="col">Sample</th>
            </tr>
          </thead>
          <tbody>
            {fontSizes.map((size) => (
              <tr key={size}>
                <th scope="row">
                  <code className={styles.code}>fontSize.{size}</code>
                  <br />
                  <code className={styles.code}>{values.fontSize[size]}px</code>
                </th>
                <td>
                  {samples.map(({ lang, text }) => (
                    <p
                      key={lang}
                      lang={lang}
                      data-size={size}
                      style={{ margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}
                    >
                      {text}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="type-weights">
        <h2 id="type-weights" className={styles.subheading}>
          Weights
        </h2>
        <div className={styles.grid}>
          {fontWeights.map((weight) => (
            <div key={weight} className={styles.card}>
              <code className={styles.code}>
                fontWeight.{weight} · {values.fontWeight[weight]}
              </code>
              {samples.map(({ lang, text }) => (
                <p
                  key={lang}
                  lang={lang}
                  data-weight={weight}
                  style={{ margin: 0, fontWeight: vars.fontWeight[weight], fontSize: vars.fontSize.lg }}
                >
                  {text}
                </p>
              ))}
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="type-leading">
        <h2 id="type-leading" className={styles.subheading}>
          Line heights
        </h2>
        <div className={styles.grid}>
          {lineHeights.map((height) => (
            <div key={height} className={styles.card}>
              <code className={styles.code}>
                lineHeight.{height} · {values.lineHeight[height]}{' '}
                {height === 'tight' ? '(headings, buttons)' : '(body text)'}
              </code>
              <p data-leading={height} style={{ margin: 0, lineHeight: vars.lineHeight[height] }}>
                Shares are credited under PPLNS over the last 2 hours of the pool&apos;s work; merge-mined
                Dogecoin is paid in proportion to the same shares.
              </p>
              <p lang="ru" style={{ margin: 0, lineHeight: vars.lineHeight[height] }}>
                Доли учитываются по PPLNS за последние 2 часа работы пула; объединённый майнинг Dogecoin
                оплачивается пропорционально тем же долям.
              </p>
              <p lang="zh-CN" style={{ margin: 0, lineHeight: vars.lineHeight[height] }}>
                份额按 PPLNS 计算矿池最近 2 小时的工作量；合并挖矿的狗狗币按相同份额比例支付。
              </p>
            </div>
          ))}
        </div>
      </section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  play: async ({ canvasElement, canvas }) => {
    for (const size of fontSizes) {
      const rendered = canvasElement.querySelectorAll(`[data-size="${size}"]`);
      await expect(rendered).toHaveLength(samples.length);
      for (const element of rendered) {
        await expect(getComputedStyle(element).fontSize).toBe(`${values.fontSize[size]}px`);
      }
    }
    for (const weight of fontWeights) {
      for (const element of canvasElement.querySelectorAll(`[data-weight="${weight}"]`)) {
        await expect(getComputedStyle(element).fontWeight).toBe(String(values.fontWeight[weight]));
      }
    }
    for (const height of lineHeights) {
      const element = canvasElement.querySelector(`[data-leading="${height}"]`) as HTMLElement;
      const { fontSize, lineHeight } = getComputedStyle(element);
      await expect(Number.parseFloat(lineHeight) / Number.parseFloat(fontSize)).toBeCloseTo(
        values.lineHeight[height],
        2,
      );
    }
    // The three languages are marked, so screen readers switch voices.
    await expect(canvas.getAllByText(/矿池算力/)[0]).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getAllByText(/Хешрейт пула/)[0]).toHaveAttribute('lang', 'ru');
  },
};
