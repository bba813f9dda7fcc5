import { Button, Dialog, Select } from '@lode/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextAreaField } from '../../../lib/console';
import { ApiError } from '../../../lib/pool/apiError';
import { banReasons, isBanReason } from '../../../lib/pool/accountBanned';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import type { BanInput } from '../accountQueries';
import { messages, reasonNames, valued } from '../messages';

/** The longest note the API keeps. */
export const banNoteLimit = 500;

/** Props of {@link BanDialog}. */
export interface BanDialogProps {
  /** The account's user name, named in the question. */
  username: string;
  /** Bans the account; rejects with the API's refusal (field errors under their fields). */
  onBan: (input: BanInput) => Promise<unknown>;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

/**
 * A "Ban account" button and its dialog: a reason from the API's list and a note, the question and what a ban does;
 * a refusal keeps what was chosen and typed and shows the API's field errors under the fields.
 */
export function BanDialog({ username, onBan, defaultOpen = false }: BanDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  // Kept while the dialog is closed and opened again, until a ban succeeds.
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!isBanReason(reason)) {
      setErrors({ reason: intl.formatMessage(messages.reasonRequired) });
      reasonRef.current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onBan(note.trim() ? { reason, note: note.trim() } : { reason });
      setPending(false);
      setReason('');
      setNote('');
      setOpen(false);
    } catch (error) {
      setPending(false);
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ reason: fields.reason, note: fields.note });
      setFailure(
        Object.keys(fields).length > 0
          ? intl.formatMessage(messages.invalid)
          : intl.formatMessage(valued.failed, {
              reason: error instanceof Error ? error.message : String(error),
            }),
      );
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <Dialog.Trigger asChild>
        <Button tone="error" variant="outline">
          <FormattedMessage {...messages.ban} />
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={intl.formatMessage(valued.banDialogTitle, { user: username })}
        description={intl.formatMessage(valued.banDescription, { user: username })}
        closeLabel={intl.formatMessage(messages.cancel)}
      >
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <Select
            ref={reasonRef}
            label={intl.formatMessage(messages.reason)}
            placeholder={intl.formatMessage(messages.reasonPlaceholder)}
            options={banReasons.map((r) => ({ value: r, label: intl.formatMessage(reasonNames[r]) }))}
            value={reason}
            onValueChange={setReason}
            error={errors.reason}
            name="reason"
            required
            fullWidth
          />
          <TextAreaField
            label={intl.formatMessage(messages.note)}
            hint={intl.formatMessage(valued.noteCounter, { count: [...note].length, max: banNoteLimit })}
            value={note}
            onChange={setNote}
            error={errors.note}
            rows={3}
          />
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="outline" tone="neutral" disabled={pending}>
                <FormattedMessage {...messages.cancel} />
              </Button>
            </Dialog.Close>
            <Button type="submit" tone="error" loading={pending}>
              <FormattedMessage {...messages.banConfirm} />
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
