import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  callPool,
  useOptionalSubAccount,
  usePoolViewer,
  useReadEnded,
  viewerSecret,
  type PoolClient,
  type PoolResult,
} from '../pool';
import { saveFile } from './saveFile';

const messages = defineMessages({
  failed: {
    id: 'cabinet.download.failed',
    defaultMessage: 'The file could not be downloaded. Try again in a moment.',
  },
});

/** Where a download stands, and what to show when it failed. */
export interface ApiDownload {
  /** Asks the API for the file and saves it. */
  download: () => void;
  /** A download is on its way. */
  pending: boolean;
  /** The last download failed: a sentence for the user, or undefined. */
  failure: string | undefined;
}

/**
 * A file the pool API writes (`/account/accruals.csv`, `payouts.csv`, `workers.csv` with the filters on screen),
 * fetched as the page's viewer (the signed-in user's token, or a watcher link's secret) and saved under `fileName`: the API is the one CSV writer, so a file never
 * differs from its export; the file is the current sub-account's. `run` should keep its identity between renders
 * (`useCallback`).
 */
export function useApiDownload(
  fileName: string,
  run: (client: PoolClient) => Promise<PoolResult<Blob>>,
): ApiDownload {
  const intl = useIntl();
  const viewer = usePoolViewer();
  const onExpired = useReadEnded(viewer);
  const watcher = viewerSecret(viewer);
  const subAccount = useOptionalSubAccount();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = useCallback(() => {
    setPending(true);
    setFailure(undefined);
    callPool(run, onExpired, subAccount, watcher).then(
      (file) => {
        setPending(false);
        saveFile(fileName, file);
      },
      () => {
        setPending(false);
        setFailure(intl.formatMessage(messages.failed));
      },
    );
  }, [fileName, run, onExpired, subAccount, watcher, intl]);
  return { download, pending, failure };
}
