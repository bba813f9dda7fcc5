export { SubAccounts } from './SubAccounts';
export { SubAccountsView, type SubAccountsViewProps } from './SubAccountsView';
