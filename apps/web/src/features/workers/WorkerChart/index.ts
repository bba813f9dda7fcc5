export { WorkerChartDialog, type WorkerChartDialogProps } from './WorkerChart';
