export { AccountMenu, accountMessages } from './AccountMenu';
