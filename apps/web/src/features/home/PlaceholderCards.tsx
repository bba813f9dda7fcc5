import { CoinCard } from './CoinCard';
import * as styles from './CoinCard/CoinCard.css';

/** Coins the pool lists (LTC, DOGE, BTC): the cards drawn before the API answers, so the answer moves nothing. */
const expectedCoins = 3;

/** The coin cards as skeletons of their final size (or as "Unavailable" when the API could not be reached). */
export function PlaceholderCards({
  failed = false,
}: {
  /** The API could not be reached. */ failed?: boolean;
}) {
  return (
    <ul className={styles.cards}>
      {Array.from({ length: expectedCoins }, (_, index) => (
        <li key={index}>
          <CoinCard failed={failed} />
        </li>
      ))}
    </ul>
  );
}
