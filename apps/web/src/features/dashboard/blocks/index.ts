export { EarningsBlock, type EarningsBlockProps } from './EarningsBlock';
export { HashrateBlock, type HashrateBlockProps } from './HashrateBlock';
export { Sparkline, type SparklineProps } from './Sparkline';
export { WorkerCounts, type WorkerCountsProps } from './WorkerCounts';
