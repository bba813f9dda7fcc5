import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type RefObject,
} from 'react';
import { pushModal } from './modalStack';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element Tab stops at inside `container`, links included; hidden ones are skipped. */
function firstTabbable(container: HTMLElement): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).find(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Keeps Radix from closing the dialog on this Escape without preventing its default: Radix closes unless the event is
 * default-prevented, but really preventing it would tell every control inside (which ignore prevented events, as
 * DropdownMenu does) that Escape was handled already. The event reads as prevented only until it reaches `<html>`,
 * past Radix's listener on the document and before anything inside the page.
 */
function hideFromRadix(event: KeyboardEvent) {
  Object.defineProperty(event, 'defaultPrevented', { configurable: true, get: () => true });
  const restore = () => Reflect.deleteProperty(event, 'defaultPrevented');
  document.documentElement.addEventListener('keydown', restore, { capture: true, once: true });
}

/** Props of {@link ModalContent}. */
export interface ModalContentProps extends HTMLAttributes<HTMLDialogElement> {
  /** Class of the overlay that dims the page behind. */
  overlayClassName: string;
  /** Called when the visitor asks to close: Escape, or a click on the overlay when `closeOnBackdrop`. */
  onRequestClose: (event: Event) => void;
  /** Close on a click on the overlay. */
  closeOnBackdrop?: boolean;
  /** Where focus goes when it closes (usually the trigger); otherwise back to where it was when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The open part of a modal dialog, inside a Radix `Dialog.Root` (which holds whether it is open): an overlay and the
 * panel, portalled to the end of the body. Radix hides the page behind from assistive technology, blocks pointer
 * events on it, locks its scrolling and keeps focus inside; this decides what closes it and where focus goes.
 *
 * The panel is a `<dialog open>` without `showModal()`: `Dialog.Content` keeps its `HTMLDialogElement` ref, and it stays
 * out of the top layer, so menus and tooltips (popovers there) show above it, and toasts, moved inside it, too.
 */
export const ModalContent = forwardRef<HTMLDialogElement, ModalContentProps>(function ModalContent(
  { overlayClassName, onRequestClose, closeOnBackdrop = true, returnFocusRef, onKeyDown, children, ...rest },
  ref,
) {
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  useImperativeHandle(ref, () => element as HTMLDialogElement, [element]);
  // Toasts move into the innermost open dialog (Toast), the one place the page stays usable. Recorded from the ref
  // rather than an effect, so server rendering (where the shell renders this closed) runs no layout effect.
  const popModal = useRef<(() => void) | null>(null);
  const setPanel = useCallback((panel: HTMLDialogElement | null) => {
    popModal.current?.();
    popModal.current = panel ? pushModal(panel) : null;
    setElement(panel);
  }, []);
  const focusedBefore = useRef<HTMLElement | null>(null);

  // Inside by the DOM: toasts portalled into the panel are not inside it in React's tree, which Radix goes by.
  const contains = (target: EventTarget | null) =>
    target instanceof Node && element !== null && element.contains(target);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        asChild
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          focusedBefore.current = active instanceof HTMLElement ? active : null;
          // The element marked `data-autofocus`, else the first stop, links included, with no text selected.
          event.preventDefault();
          const panel = event.currentTarget as HTMLElement;
          (panel.querySelector<HTMLElement>('[data-autofocus]') ?? firstTabbable(panel) ?? panel).focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocusRef?.current ?? focusedBefore.current;
          const active = document.activeElement;
          // Not if the visitor has already put focus somewhere else (a link followed in the drawer).
          if (target?.isConnected && (active === null || active === document.body)) {
            target.focus({ preventScroll: true });
          }
        }}
        onEscapeKeyDown={(event) => {
          if (!contains(event.target)) {
            event.preventDefault();
            onRequestClose(event);
          } else {
            // Radix sees Escape first, capturing on the document. From inside the panel the panel's own keydown below
            // decides instead, after the controls inside have had their turn and could prevent it.
            hideFromRadix(event);
          }
        }}
        onPointerDownOutside={(event) => {
          event.preventDefault();
          const pointer = event.detail.originalEvent;
          const primary = pointer.button === 0 && !pointer.ctrlKey;
          if (closeOnBackdrop && primary && !contains(pointer.target)) onRequestClose(pointer);
        }}
      >
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape, which keys inside bubble up to */}
        <dialog
          ref={setPanel}
          open
          aria-modal="true"
          {...rest}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            // Not when something inside has handled it: a menu closing, a toast dismissed (toasts moved in here reach
            // this handler too, React dispatching to the tree that owns their container as well).
            const handled = event.nativeEvent.defaultPrevented || event.isPropagationStopped();
            if (event.key !== 'Escape' || handled) return;
            // Handled: a dialog around this one (its ancestor in React's tree) stays open.
            event.preventDefault();
            event.stopPropagation();
            onRequestClose(event.nativeEvent);
          }}
        >
          {children}
        </dialog>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
