import { Alert, Button, EmptyState, Skeleton } from '@lode/ui';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAlgorithm } from '../../lib/algorithm';
import * as styles from '../../lib/cabinet/settingsPages.css';
import {
  useCheckWallets,
  useUnlinkWallet,
  useUpdateWallet,
  useWallets,
} from '../../lib/cabinet/settingsQueries';
import { PageIntro } from '../../lib/page/PageIntro';
import { walletsRoute } from './route';
import { useProofPolling } from './useProofPolling';
import { WalletCard, type WalletActions } from './WalletCard';
import { messages, valued } from './WalletCard/messages';
import { awaitsProof, proofCheckMs } from './walletState';

/** The cabinet's wallets page: per coin, link and prove an address, set its threshold and pause, or unlink it. */
export function Wallets() {
  return (
    <article>
      <PageIntro route={walletsRoute} />
      <WalletsContent />
    </article>
  );
}

function WalletsContent() {
  const intl = useIntl();
  const { activeAlgorithm } = useAlgorithm();
  const wallets = useWallets(activeAlgorithm);
  const update = useUpdateWallet(activeAlgorithm);
  const unlink = useUnlinkWallet(activeAlgorithm);
  const check = useCheckWallets(activeAlgorithm);
  const { mutateAsync: updateAsync } = update;
  const { mutateAsync: unlinkAsync } = unlink;
  const actions = useMemo<WalletActions>(
    () => ({
      update: (coin, body) => updateAsync({ coin, update: body }),
      unlink: unlinkAsync,
      check,
    }),
    [updateAsync, unlinkAsync, check],
  );
  // The cabinet's own refresh may have read the wallets meanwhile (it runs while the live stream is closed): a
  // read younger than half the interval already looked for the proof.
  const { dataUpdatedAt } = wallets;
  const poll = useCallback(
    () => (Date.now() - dataUpdatedAt >= proofCheckMs / 2 ? check() : Promise.resolve()),
    [check, dataUpdatedAt],
  );
  useProofPolling(wallets.isSuccess && awaitsProof(wallets.data.items), poll);

  if (wallets.isPending)
    return (
      <ul className={styles.cardGrid} aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton height={236} />
          </li>
        ))}
      </ul>
    );
  if (wallets.isError)
    return (
      <Alert
        tone="error"
        action={
          <Button variant="outline" onClick={() => void wallets.refetch()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...valued.loadFailed} values={{ reason: wallets.error.message }} />
      </Alert>
    );
  if (wallets.data.items.length === 0)
    return (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(valued.empty, { algorithm: activeAlgorithm })}
      />
    );
  return (
    <ul className={styles.cardGrid} aria-busy="false">
      {wallets.data.items.map((wallet) => (
        <li key={wallet.coin}>
          <WalletCard wallet={wallet} actions={actions} checkedAt={wallets.dataUpdatedAt} />
        </li>
      ))}
    </ul>
  );
}
