export { WalletCard, type WalletActions, type WalletCardProps } from './WalletCard';
export { addressHoldHours } from './WalletForm';
