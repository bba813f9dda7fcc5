import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { CloseIcon } from './CloseIcon';
import * as styles from './Dialog.css';

function cx(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** Props of {@link Root}. */
export type RootProps = DialogPrimitive.DialogProps;

/** A modal dialog: holds its open state (`defaultOpen`, or `open` with `onOpenChange`); put a `Trigger` and a `Content` inside. */
export const Root = DialogPrimitive.Root;

/** Props of {@link Trigger}. */
export type TriggerProps = DialogPrimitive.DialogTriggerProps;

/** Opens the dialog; use `asChild` to make a `Button` the trigger. Focus returns here when the dialog closes. */
export const Trigger = DialogPrimitive.Trigger;

/** Props of {@link Close}. */
export type CloseProps = DialogPrimitive.DialogCloseProps;

/** Closes the dialog; use `asChild` around a `Button` for a "Cancel" action. */
export const Close = DialogPrimitive.Close;

/** Props of {@link Content}. */
export interface ContentProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'title'
> {
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
}

/** The dialog itself, portalled above the page with a backdrop: traps focus, closes on Escape and outside clicks. */
export const Content = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, ContentProps>(
  function Content(
    { title, description, closeLabel = 'Close', hideCloseButton = false, size, className, children, ...rest },
    ref,
  ) {
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          className={cx(styles.panel({ size, layout: 'sheetOnMobile' }), className)}
          // Without a description Radix would point aria-describedby at nothing and warn; say there is none.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          {...rest}
        >
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
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

/** Props of {@link Footer}. */
export type FooterProps = HTMLAttributes<HTMLDivElement>;

/** The row of actions at the end of a dialog: stacked full width on phones, right-aligned from the sm breakpoint. */
export const Footer = forwardRef<HTMLDivElement, FooterProps>(function Footer({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.footer, className)} {...rest} />;
});
