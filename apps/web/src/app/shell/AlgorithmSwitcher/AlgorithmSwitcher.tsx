import { useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { algorithms, isAlgorithm, useAlgorithm } from '../../../lib/algorithm';
import * as styles from './AlgorithmSwitcher.css';

const messages = defineMessages({
  label: {
    id: 'algorithm.label',
    defaultMessage: 'Algorithm',
    description: 'Label of the cabinet’s algorithm choice, which filters its statistics',
  },
});

/** The cabinet's algorithm choice: a native select, so keyboard and screen readers work as everywhere else. */
export function AlgorithmSwitcher() {
  const id = useId();
  const { activeAlgorithm, setActiveAlgorithm } = useAlgorithm();
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <FormattedMessage {...messages.label} />
      </label>
      <select
        id={id}
        className={styles.select}
        value={activeAlgorithm}
        onChange={(event) => {
          if (isAlgorithm(event.target.value)) setActiveAlgorithm(event.target.value);
        }}
      >
        {algorithms.map((algorithm) => (
          <option key={algorithm} value={algorithm}>
            {algorithm}
          </option>
        ))}
      </select>
    </span>
  );
}
