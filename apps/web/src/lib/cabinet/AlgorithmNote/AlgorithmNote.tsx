import { defineMessage, FormattedMessage } from 'react-intl';
import { useAlgorithm } from '../../algorithm';
import * as styles from '../cabinet.css';

// The same words as the placeholder pages (CabinetPage), so a page says which algorithm its figures are for.
const algorithmNote = defineMessage<{ readonly algorithm: string }>({
  id: 'cabinet.algorithm.note',
  defaultMessage: 'Figures on this page are for the {algorithm} algorithm; change it at the top of the page.',
});

/** States the algorithm the page's figures are filtered by. */
export function AlgorithmNote() {
  const { activeAlgorithm } = useAlgorithm();
  return (
    <p className={styles.muted}>
      <FormattedMessage {...algorithmNote} values={{ algorithm: activeAlgorithm }} />
    </p>
  );
}
