export { CopyButton, copiedResetMs, type CopyButtonProps } from './CopyButton';
export { copyText } from './copyText';
