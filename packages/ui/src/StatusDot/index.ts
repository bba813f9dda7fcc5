export { StatusDot, type StatusDotProps, type StatusDotStatus } from './StatusDot';
