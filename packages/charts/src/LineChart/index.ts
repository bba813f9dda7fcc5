export { LineChart, type LineChartProps, type LineSeries } from './LineChart';
