export { BarChart, type BarChartProps, type BarSeries } from './BarChart';
