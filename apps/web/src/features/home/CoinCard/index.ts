export {
  blockHeight,
  CoinCard,
  lastBlockTimeFormat,
  networkDifficultyFormat,
  type CoinCardProps,
} from './CoinCard';
