// Charts
export { LineChart, type LineChartProps, type LineSeries } from './LineChart';
export { BarChart, type BarChartProps, type BarSeries } from './BarChart';

// Shared props, texts and formatting contracts
export type { ChartBaseProps } from './ChartFrame/chartProps';
export { defaultChartLabels, type ChartLabels, type ChartSummary } from './ChartFrame/labels';
export type { FormatX, FormatY } from './format/formats';

// Theme data and the building blocks, for tests and custom charts
export { buildChartTheme, lodeSeriesColors, type ChartTheme, type ChartThemeInput } from './theme/chartTheme';
export { chartTheme } from './theme/chartTheme.css';
export { seriesColor, seriesDash } from './theme/seriesStyle';
export { downsampleMinMax, gapMarker, nearestIndex, type LinePoint } from './downsample/downsampleMinMax';
export { layoutTicks, maxTicks, type AxisTick, type TickLayoutOptions } from './ticks/layoutTicks';
