import type { vars as uiVars } from '@lode/ui';

/** Input of {@link buildChartTheme}: the series colours of each theme, in series order. */
export interface ChartThemeInput {
  /** Series colours on the light theme (`#rrggbb`), each at least 3:1 against its surfaces. */
  light: readonly string[];
  /** Series colours on the dark theme (`#rrggbb`), the same hue families in the same order as `light`. */
  dark: readonly string[];
  /** Stroke dash patterns of line series, in series order; `none` draws solid. Repeats like the colours. */
  dashes?: readonly string[];
}

/** A chart theme: data that the chart stylesheet and components read, never styles scattered through components. */
export interface ChartTheme {
  /** How many series colours there are before they repeat. */
  seriesCount: number;
  /** Series colours of the light theme. */
  light: readonly string[];
  /** Series colours of the dark theme. */
  dark: readonly string[];
  /** Stroke dash pattern per series, so lines differ by more than colour (WCAG 1.4.1). */
  dashes: readonly string[];
  /** Non-series colours as ui token variables: they follow the theme with no extra rule. */
  roles: {
    /** Gridlines. */
    grid: string;
    /** Axis lines and tick marks. */
    axis: string;
    /** Tick labels. */
    label: string;
    /** The crosshair and the hovered band. */
    crosshair: string;
    /** Tooltip background. */
    tooltip: string;
    /** Tooltip text. */
    tooltipText: string;
    /** Surface the series are drawn on (what their contrast is checked against). */
    surface: string;
  };
}

const hex = /^#[0-9a-f]{6}$/i;

/**
 * Builds a chart theme from series colours per theme; every other colour is a ui token (`vars` of @lode/ui,
 * CSS variables that follow the theme), so the theme is data and a theme switch needs no render.
 */
export function buildChartTheme(
  { light, dark, dashes = ['none'] }: ChartThemeInput,
  // Not named `vars`: the bundled declarations drop the import's alias, and `vars: typeof vars` refers to itself.
  tokens: typeof uiVars,
): ChartTheme {
  if (light.length === 0 || light.length !== dark.length) {
    throw new Error('buildChartTheme: light and dark need the same, non-zero number of series colours');
  }
  const bad = [...light, ...dark].find((colour) => !hex.test(colour));
  if (bad) throw new Error(`buildChartTheme: not a #rrggbb colour: ${bad}`);
  return {
    seriesCount: light.length,
    light: [...light],
    dark: [...dark],
    dashes: light.map((_, i) => dashes[i % dashes.length] ?? 'none'),
    roles: {
      grid: tokens.color.border,
      axis: tokens.color.borderStrong,
      label: tokens.color.textMuted,
      crosshair: tokens.color.textMuted,
      tooltip: tokens.color.surfaceRaised,
      tooltipText: tokens.color.text,
      surface: tokens.color.surface,
    },
  };
}

/** Lode's series colours (see chartTheme.css.ts, which builds the theme from them). */
export const lodeSeriesColors = {
  light: ['#006daa', '#b77e00', '#006145', '#a25f84', '#a34600', '#4694c0'],
  dark: ['#56b4e9', '#e69f00', '#89bda5', '#cc79a7', '#d55e00', '#3f7eb7'],
  dashes: ['none', '6 3', '2 3', '8 3 2 3', '12 4', '4 2 1 2'],
} satisfies ChartThemeInput;
