import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ModalContent } from '../internal/ModalContent';
import * as styles from './ConfirmDialog.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The element that opens the dialog, usually a `Button`; leave it out and use `open` to open it from code. */
  trigger?: ReactElement;
  /** Whether the dialog is open, when the caller controls it. */
  open?: boolean;
  /** Whether the dialog starts open, when it controls itself. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including after a successful confirm. */
  onOpenChange?: (open: boolean) => void;
  /** The question, e.g. "Revoke API key?"; it names the dialog. */
  title: ReactNode;
  /** What happens if the user confirms; it describes the dialog. */
  description: ReactNode;
  /** Label of the confirm button; say what it does ("Revoke key"), not "OK". */
  confirmLabel?: string;
  /** Label of the cancel button. */
  cancelLabel?: string;
  /** `destructive` paints the confirm button in the error colour, for actions that delete or revoke. */
  tone?: 'default' | 'destructive';
  /** The action; while its promise runs the confirm button shows a spinner, and if it rejects the dialog stays open with an error. */
  onConfirm: () => void | Promise<void>;
  /** The message shown when `onConfirm` fails: text, or a function of the error. Defaults to the error's own message. */
  errorMessage?: ReactNode | ((error: unknown) => ReactNode);
  /** Extra content between the description and the buttons, e.g. the key's name and creation date. */
  children?: ReactNode;
}

const fallbackErrorMessage = 'Something went wrong. Please try again.';

function defaultErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : fallbackErrorMessage;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel; Escape and Cancel close it without confirming;
 * the dialog cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  errorMessage,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const open = openProp ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    // Closing mid-request would hide its outcome: Escape waits for it, as the disabled Cancel button does.
    if (!next && pending) return;
    // A dialog opened again starts clean, not with the last attempt's error.
    setFailure(null);
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      setPending(false);
      if (openProp === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch (error) {
      setPending(false);
      setFailure({ error });
    }
  };

  let message: ReactNode = null;
  if (failure) {
    if (typeof errorMessage === 'function') message = errorMessage(failure.error);
    else message = errorMessage ?? defaultErrorMessage(failure.error);
  }

  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger ? (
        <DialogPrimitive.Trigger asChild ref={triggerRef}>
          {trigger}
        </DialogPrimitive.Trigger>
      ) : null}
      <ModalContent
        role="alertdialog"
        className={dialogStyles.panel({ size: 'sm', layout: 'card' })}
        overlayClassName={dialogStyles.overlay}
        aria-busy={pending || undefined}
        // An alert dialog asks for a decision: a stray click beside it is not one.
        closeOnBackdrop={false}
        returnFocusRef={triggerRef}
        onRequestClose={() => setOpen(false)}
      >
        <div className={dialogStyles.body}>
          <div className={dialogStyles.header}>
            <DialogPrimitive.Title className={dialogStyles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className={dialogStyles.description}>
              {description}
            </DialogPrimitive.Description>
          </div>
          {children}
          {message === null ? null : (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          )}
          <div className={dialogStyles.footer}>
            {/* Focus starts on the safe choice. */}
            <Button
              variant="outline"
              tone="neutral"
              disabled={pending}
              data-autofocus=""
              onClick={() => setOpen(false)}
            >
              {cancelLabel}
            </Button>
            <Button
              tone={tone === 'destructive' ? 'error' : 'primary'}
              loading={pending}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      </ModalContent>
    </DialogPrimitive.Root>
  );
}
