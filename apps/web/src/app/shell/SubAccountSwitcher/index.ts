export { SubAccountMenu, type SubAccountMenuProps } from './SubAccountMenu';
export { SubAccountSwitcher, searchFrom, type SubAccountSwitcherProps } from './SubAccountSwitcher';
