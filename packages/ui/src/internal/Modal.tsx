import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { pushModal } from './modalStack';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `container`, in order; hidden ones are skipped. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

// Tab from the last stop comes back to the first (and Shift+Tab the other way), rather than leaving for the browser's
// own toolbar, as it would from a native modal dialog.
function cycleFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabbableElements(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Props of {@link Modal}. */
export interface ModalProps extends HTMLAttributes<HTMLDialogElement> {
  /** Called when the visitor asks to close: Escape, or a click on the backdrop when `closeOnBackdrop`. */
  onRequestClose: (event: Event) => void;
  /** Close on a click outside the panel (on the backdrop). */
  closeOnBackdrop?: boolean;
  /** Where focus goes when it closes (usually the trigger); otherwise back to where it was when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A native modal `<dialog>`, shown with `showModal()` while mounted: the browser puts it in the top layer, makes the
 * rest of the page inert, moves focus in (to the element marked `data-autofocus`, else the first focusable one) and
 * closes it on Escape, which becomes `onRequestClose` so the caller's state decides. Focus goes back to where it was.
 * Mount it to open, unmount it to close.
 */
export const Modal = forwardRef<HTMLDialogElement, ModalProps>(function Modal(
  { onRequestClose, closeOnBackdrop = true, returnFocusRef, onClick, onKeyDown, children, ...rest },
  ref,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  useImperativeHandle(ref, () => dialog.current as HTMLDialogElement);
  const requestClose = useRef(onRequestClose);
  requestClose.current = onRequestClose;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const popModal = pushModal(element);

    // Escape fires `cancel`; the caller's state closes the dialog, so the browser must not close it by itself.
    const cancel = (event: Event) => {
      event.preventDefault();
      requestClose.current(event);
    };
    // Chromium closes a dialog on a second Escape even if `cancel` was refused (a guard against pages that trap
    // visitors). When the caller keeps it open (e.g. while a confirmed action runs), show it again.
    let unmounting = false;
    const closedByBrowser = (event: Event) => {
      if (unmounting) return;
      requestClose.current(event);
      queueMicrotask(() => {
        if (!unmounting && element.isConnected && !element.open) element.showModal();
      });
    };
    element.addEventListener('cancel', cancel);
    element.addEventListener('close', closedByBrowser);
    return () => {
      unmounting = true;
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('close', closedByBrowser);
      popModal();
      if (element.open && typeof element.close === 'function') element.close();
      // Browsers return focus on close(), but not when the dialog leaves with its subtree; make sure of it.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately the element at closing time (the trigger may have re-rendered)
      const returnFocus = returnFocusRef?.current ?? focusedBefore;
      if (returnFocus?.isConnected && !element.contains(returnFocus)) {
        const active = document.activeElement;
        if (active === null || active === document.body || element.contains(active)) {
          returnFocus.focus({ preventScroll: true });
        }
      }
    };
    // Opened once per mount: the dialog opens when mounted and closes when unmounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- returnFocusRef is read at close, not a reason to reopen
  }, []);

  return (
    // The dialog element only receives clicks on its backdrop: its panel fills it. Keyboard users close with Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- backdrop clicks are a pointer shortcut; Escape is the keyboard way
    <dialog
      ref={dialog}
      data-lode-modal=""
      onClick={(event) => {
        onClick?.(event);
        if (closeOnBackdrop && event.target === event.currentTarget) requestClose.current(event.nativeEvent);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Escape is handled here rather than left to the browser's `cancel`, so synthetic key events (assistive
        // tools, tests) close it too; preventing the default stops the browser from closing it on its own.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          requestClose.current(new Event('cancel', { cancelable: true }));
        }
        cycleFocus(event);
      }}
      {...rest}
    >
      {children}
    </dialog>
  );
});
