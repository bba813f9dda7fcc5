export { WorkerStatusLine, type WorkerStatusLineProps } from './WorkerStatusLine';
