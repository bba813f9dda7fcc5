import { globalStyle } from '@vanilla-extract/css';
import { themeAttribute, vars } from '@lode/ui';
import { buildChartTheme, lodeSeriesColors, type ChartTheme } from './chartTheme';

/**
 * Lode's chart theme: the Okabe–Ito hue families (blue, orange, bluish green, reddish purple, vermillion, sky
 * blue), darkened for the light theme and lightened for the dark one until each reaches 3:1 on every surface,
 * with lightness picked so every pair stays apart under protanopia, deuteranopia and tritanopia
 * (chartTheme.test.ts checks both). Lines also differ by dash pattern. Built here, at compile time, so the
 * charts' JavaScript carries this data but not the ui token module.
 */
export const chartTheme: ChartTheme = buildChartTheme(lodeSeriesColors, vars);

const seriesVars = (colours: readonly string[]) =>
  Object.fromEntries(colours.map((colour, i) => [`--lode-chart-series-${i}`, colour]));

// Same selectors as the ui themes: switching `data-theme` recolours every chart in CSS, with no React render.
globalStyle(`:root, [${themeAttribute}="light"]`, { vars: seriesVars(chartTheme.light) });
globalStyle(`[${themeAttribute}="dark"]`, { vars: seriesVars(chartTheme.dark) });
