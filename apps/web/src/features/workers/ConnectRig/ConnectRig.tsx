import { CopyButton, EmptyState, Icon } from '@lode/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useAlgorithm } from '../../../lib/algorithm';
import { useSubAccount } from '../../../lib/pool';
import { useCoins } from '../../../lib/pool/coins';
import { stratumLogin } from '../../../lib/subaccounts';
import * as styles from './ConnectRig.css';

const title = defineMessage<{ readonly name: string }>({
  id: 'workers.connect.title',
  defaultMessage: 'No workers in {name} yet',
});

const messages = defineMessages({
  description: {
    id: 'workers.connect.description',
    defaultMessage:
      'Point a rig at the pool with this login: the sub-account’s name, a dot, then a name of your choice for the rig. Each rig name is one worker; it appears here minutes after its first share.',
  },
  login: { id: 'workers.connect.login', defaultMessage: 'Stratum login' },
  server: { id: 'workers.connect.server', defaultMessage: 'Server' },
  copyLogin: { id: 'workers.connect.copyLogin', defaultMessage: 'Copy login' },
  copyServer: { id: 'workers.connect.copyServer', defaultMessage: 'Copy server' },
  copied: { id: 'workers.connect.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'workers.connect.copyFailed',
    defaultMessage: 'Copy failed: select the text and copy it',
  },
});

/** The rig name the example login ends with. */
export const exampleRig = 'rig1';

/**
 * The workers page of a sub-account without workers: how to connect a rig to it, with the stratum login
 * (`<sub-account>.<rig>`) and the servers of the algorithm's coins, each copyable.
 */
export function ConnectRig() {
  const intl = useIntl();
  const name = useSubAccount();
  const { activeAlgorithm } = useAlgorithm();
  const coins = useCoins();
  const servers = (coins.data ?? [])
    .filter((c) => c.algorithm === activeAlgorithm && c.mergedWith === null)
    .flatMap((c) => c.stratum.slice(0, 1));
  const login = stratumLogin(name, exampleRig);
  return (
    <EmptyState
      icon={<Icon name="lucide:cpu" size={24} />}
      titleAs="p"
      title={intl.formatMessage(title, { name })}
      description={intl.formatMessage(messages.description)}
      action={
        <dl className={styles.steps}>
          <div className={styles.row}>
            <dt className={styles.term}>{intl.formatMessage(messages.login)}</dt>
            <dd className={styles.row}>
              <code className={styles.code}>{login}</code>
              <CopyButton
                value={login}
                label={intl.formatMessage(messages.copyLogin)}
                copiedLabel={intl.formatMessage(messages.copied)}
                failedLabel={intl.formatMessage(messages.copyFailed)}
              />
            </dd>
          </div>
          {servers.map((server) => (
            <div key={server} className={styles.row}>
              <dt className={styles.term}>{intl.formatMessage(messages.server)}</dt>
              <dd className={styles.row}>
                <code className={styles.code}>{server}</code>
                <CopyButton
                  value={server}
                  label={intl.formatMessage(messages.copyServer)}
                  copiedLabel={intl.formatMessage(messages.copied)}
                  failedLabel={intl.formatMessage(messages.copyFailed)}
                />
              </dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
