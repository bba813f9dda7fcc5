import { Alert, Button } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useCoins } from '../../lib/pool/coins';
import { CoinCard } from './CoinCard';
import { PlaceholderCards } from './PlaceholderCards';
import * as styles from './CoinCard/CoinCard.css';

const messages = defineMessages({
  error: {
    id: 'home.figures.error',
    defaultMessage: 'The pool figures could not be loaded. Check your connection and try again.',
  },
  retry: { id: 'home.figures.retry', defaultMessage: 'Try again' },
});

/** The live figures of every coin (`GET /coins`); loaded after the first paint with the query code it needs. */
export function PoolFigures() {
  const coins = useCoins();
  if (coins.isError)
    return (
      <>
        <Alert
          tone="error"
          action={
            <Button variant="outline" onClick={() => void coins.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...messages.error} />
        </Alert>
        <PlaceholderCards failed />
      </>
    );
  if (!coins.data) return <PlaceholderCards />;
  return (
    <ul className={styles.cards} aria-busy={coins.isFetching || undefined}>
      {coins.data.map((coin) => (
        <li key={coin.id}>
          <CoinCard coin={coin} />
        </li>
      ))}
    </ul>
  );
}
