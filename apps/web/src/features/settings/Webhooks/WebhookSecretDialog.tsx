import { Button, CopyButton, Dialog } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { messages } from './webhookMessages';

/** Props of {@link WebhookSecretDialog}. */
export interface WebhookSecretDialogProps {
  /** The secret just answered; null: the dialog is closed. */
  secret: string | null;
  /** Called when the owner closes the dialog: the secret is gone for good. */
  onDone: () => void;
}

/** A new endpoint's signing secret with a copy button, in a dialog: the only time it is ever shown. */
export function WebhookSecretDialog({ secret, onDone }: WebhookSecretDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      <Dialog.Content
        title={intl.formatMessage(messages.secretTitle)}
        description={intl.formatMessage(messages.secretDescription)}
        closeLabel={intl.formatMessage(messages.close)}
        data-testid="webhook-secret"
      >
        <p className={styles.secret} data-testid="webhook-secret-value">
          {secret}
        </p>
        <Dialog.Footer>
          <CopyButton
            value={secret ?? ''}
            label={intl.formatMessage(messages.copySecret)}
            copiedLabel={intl.formatMessage(messages.copied)}
            failedLabel={intl.formatMessage(messages.copyFailed)}
          />
          <Dialog.Close asChild>
            <Button variant="outline">
              <FormattedMessage {...messages.secretDone} />
            </Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
