export { AccountMenu } from './AccountMenu';
