import { defineMessage, FormattedMessage } from 'react-intl';
import { useAlgorithm } from '../algorithm';
import { PageIntro } from '../page/PageIntro';
import * as styles from '../page/pages.css';

const algorithmNote = defineMessage<{ readonly algorithm: string }>({
  id: 'cabinet.algorithm.note',
  defaultMessage: 'Figures on this page are for the {algorithm} algorithm; change it at the top of the page.',
});

// The pages whose figures depend on the chosen algorithm.
const byAlgorithm = new Set(['dashboard', 'statistics', 'workers', 'accruals', 'payouts']);

/** A cabinet page whose content arrives in its own issue: its heading and description, and the algorithm in force. */
export function CabinetPage({ id }: { /** Route id. */ id: string }) {
  const { activeAlgorithm } = useAlgorithm();
  return (
    <article>
      <PageIntro id={id} />
      {byAlgorithm.has(id) && (
        <p className={styles.muted}>
          <FormattedMessage {...algorithmNote} values={{ algorithm: activeAlgorithm }} />
        </p>
      )}
    </article>
  );
}
