export { SubAccountStatus, type SubAccountStatusProps } from './SubAccountStatus';
