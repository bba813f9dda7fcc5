export { SubAccountSwitcher, searchFrom, type SubAccountSwitcherProps } from './SubAccountSwitcher';
