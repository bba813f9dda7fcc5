import { Button, Dialog, TextField } from '@lode/ui';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from '../../../lib/cabinet/settingsPages.css';
import { messages, valued } from './subAccountMessages';
import { subAccountNameLength } from './subAccountName';
import { useRefusalText, useSubAccountName } from './useSubAccountName';

/** Props of {@link RenameSubAccount}. */
export interface RenameSubAccountProps {
  /** The sub-account's name now. */
  name: string;
  /** Renames it; rejects with the API's refusal. */
  onRename: (name: string, rename: string) => Promise<unknown>;
  /** How many sub-accounts a user may have. */
  limit: number;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  /** The Rename button's ref. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/** A Rename button and its dialog: the new name checked as it is typed, the API's refusal under the field. */
export function RenameSubAccount({
  name,
  onRename,
  limit,
  defaultOpen = false,
  triggerRef,
}: RenameSubAccountProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          ref={triggerRef}
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage(valued.renameLabel, { name })}
          data-action="rename"
        >
          <FormattedMessage {...messages.rename} />
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={intl.formatMessage(valued.renameTitle, { name })}
        description={intl.formatMessage(messages.renameDescription)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        {/* A new form each time the dialog opens, starting from the name as it is now. */}
        {open && <RenameForm name={name} limit={limit} onRename={onRename} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RenameForm({
  name: current,
  limit,
  onRename,
  onDone,
}: Omit<RenameSubAccountProps, 'defaultOpen' | 'triggerRef'> & { onDone: () => void }) {
  const intl = useIntl();
  const name = useSubAccountName(current);
  const refusalText = useRefusalText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!name.check()) {
      field.current?.focus();
      return;
    }
    if (name.value === current) {
      onDone();
      return;
    }
    setPending(true);
    try {
      await onRename(current, name.value);
      onDone();
    } catch (error) {
      const text = refusalText(error, limit);
      if (text.field) {
        name.refuse(text.field);
        field.current?.focus();
      }
      if (text.form) setFailure(text.form);
      setPending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={field}
        label={intl.formatMessage(messages.name)}
        hint={intl.formatMessage(valued.nameHint, subAccountNameLength)}
        value={name.value}
        onChange={name.onChange}
        error={name.error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus=""
        data-testid="subaccount-rename-name"
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Dialog.Footer>
        <Dialog.Close asChild>
          <Button variant="outline" disabled={pending}>
            <FormattedMessage {...messages.cancel} />
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={pending}>
          <FormattedMessage {...messages.renameSubmit} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
