export { Alert, Callout, type AlertProps, type AlertTone, type CalloutProps } from './Alert';
