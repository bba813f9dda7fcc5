export { AccountDetail, type AccountDetailProps } from './AccountDetail';
