export { AccountSearch, AddressList, type AccountSearchProps } from './AccountSearch';
