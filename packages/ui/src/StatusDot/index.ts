export { StatusDot, type StatusDotProps, type WorkerStatus } from './StatusDot';
