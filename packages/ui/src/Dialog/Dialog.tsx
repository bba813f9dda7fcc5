import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type ReactNode,
  type RefAttributes,
  type RefObject,
} from 'react';
import { ModalContent } from '../internal/ModalContent';
import { useControllableState } from '../internal/useControllableState';
import { CloseIcon } from './CloseIcon';
import * as styles from './Dialog.css';

function cx(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

interface DialogState {
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`Dialog.${part} must be inside a Dialog.Root.`);
  return state;
}

/** Props of {@link Root}. */
export interface RootProps {
  /** A `Trigger` and a `Content`, anywhere inside. */
  children?: ReactNode;
  /** Whether the dialog is open, when the caller controls it. */
  open?: boolean;
  /** Whether the dialog starts open, when it controls itself. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A modal dialog: holds its open state (`defaultOpen`, or `open` with `onOpenChange`); put a `Trigger` and a `Content` inside. */
export function Root({ children, open: openProp, defaultOpen = false, onOpenChange }: RootProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const state = useMemo(() => ({ setOpen, triggerRef }), [setOpen]);
  return (
    <DialogContext.Provider value={state}>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        {children}
      </DialogPrimitive.Root>
    </DialogContext.Provider>
  );
}

/** Props of {@link Trigger}. */
export interface TriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Give the trigger's behaviour to the single child (e.g. a `Button`) instead of rendering a button. */
  asChild?: boolean;
}

/** Opens the dialog; use `asChild` to make a `Button` the trigger. Focus returns here when the dialog closes. */
export const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(props, ref) {
  const { triggerRef } = useDialog('Trigger');
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement);
  return <DialogPrimitive.Trigger ref={triggerRef} {...props} />;
});

/** Props of {@link Close}. */
export type CloseProps = TriggerProps;

/** Closes the dialog; use `asChild` around a `Button` for a "Cancel" action. */
export const Close: ForwardRefExoticComponent<CloseProps & RefAttributes<HTMLButtonElement>> =
  DialogPrimitive.Close;

/** Props of {@link Content}. */
export interface ContentProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'title'> {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** A sentence under the title that describes the dialog. */
  description?: ReactNode;
  /** Accessible label of the close button in the corner. */
  closeLabel?: string;
  /** Leave out the close button in the corner (Escape and a `Close` still close the dialog). */
  hideCloseButton?: boolean;
  /** Maximum width of the card on screens from the sm breakpoint; below it the dialog fills the screen. */
  size?: 'sm' | 'md' | 'lg';
  /** Called on Escape before the dialog closes; `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: Event) => void;
}

/**
 * The dialog itself, over an overlay that dims the page: the page behind is hidden from assistive technology and
 * cannot be clicked or scrolled, Tab cycles inside, Escape and a click on the overlay close it.
 */
export const Content = forwardRef<HTMLDialogElement, ContentProps>(function Content(
  {
    title,
    description,
    closeLabel = 'Close',
    hideCloseButton = false,
    size,
    onEscapeKeyDown,
    className,
    children,
    ...rest
  },
  ref,
) {
  const { setOpen, triggerRef } = useDialog('Content');
  return (
    <ModalContent
      ref={ref}
      className={cx(styles.panel({ size, layout: 'sheetOnMobile' }), className)}
      overlayClassName={styles.overlay}
      returnFocusRef={triggerRef}
      onRequestClose={(event) => {
        if (event.type === 'keydown' && onEscapeKeyDown) {
          const escape = new Event('escape', { cancelable: true });
          onEscapeKeyDown(escape);
          if (escape.defaultPrevented) return;
        }
        setOpen(false);
      }}
      {...rest}
    >
      <div className={styles.body}>
        <div className={styles.header}>
          <DialogPrimitive.Title className={cx(styles.title, !hideCloseButton && styles.titleBesideClose)}>
            {title}
          </DialogPrimitive.Title>
          {description === undefined ? null : (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        {/* Last in the DOM so that opening focuses the first field or action, not the close button. */}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close className={styles.closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </DialogPrimitive.Close>
        )}
      </div>
    </ModalContent>
  );
});

/** Props of {@link Footer}. */
export type FooterProps = HTMLAttributes<HTMLDivElement>;

/** The row of actions at the end of a dialog: stacked full width on phones, right-aligned from the sm breakpoint. */
export const Footer = forwardRef<HTMLDivElement, FooterProps>(function Footer({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.footer, className)} {...rest} />;
});
