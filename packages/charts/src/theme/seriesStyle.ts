import { chartTheme } from './chartTheme.css';

/** The CSS colour of series `index`: a variable the stylesheet sets per theme, so a theme switch needs no render. */
export function seriesColor(index: number): string {
  return `var(--lode-chart-series-${index % chartTheme.seriesCount})`;
}

/** The dash pattern of line series `index`, so lines differ by more than colour (WCAG 1.4.1). */
export function seriesDash(index: number): string {
  return chartTheme.dashes[index % chartTheme.dashes.length] ?? 'none';
}
