import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { ModalContent } from '../internal/ModalContent';
import * as styles from './AppShell.css';

/** Props of {@link AppShellDrawer}. */
export interface AppShellDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** `id` of the dialog, which the menu button's `aria-controls` names. */
  id: string;
  /** The menu button: focus returns there when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Title of the drawer, naming the dialog. */
  label: string;
  /** Label of the close button. */
  closeLabel: string;
  /** Accessible name of the navigation inside. */
  navigationLabel: string;
  /** The navigation links. */
  navigation: ReactNode;
}

/**
 * A navigation drawer: a modal dialog at the screen's edge holding the navigation, the AppShell's below lg and any
 * other menu button's. Import it from a module that loads on demand (as the AppShell does when its menu button is
 * first pointed at, focused or pressed), so a page's first load carries no dialog code.
 */
export function AppShellDrawer({
  open,
  onOpenChange,
  id,
  returnFocusRef,
  label,
  closeLabel,
  navigationLabel,
  navigation,
}: AppShellDrawerProps) {
  // The drawer is in the way once the visitor has chosen where to go; client-side routers prevent the default, so
  // any link counts.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        id={id}
        className={styles.drawer}
        overlayClassName={styles.drawerOverlay}
        returnFocusRef={returnFocusRef}
        onRequestClose={() => onOpenChange(false)}
      >
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks on links inside, which have their own keyboard activation */}
        <div className={styles.drawerBody} onClick={closeOnLink}>
          <div className={styles.drawerHeader}>
            <DialogPrimitive.Title className={styles.drawerTitle}>{label}</DialogPrimitive.Title>
            <IconButton label={closeLabel} onClick={() => onOpenChange(false)}>
              <Icon name="lucide:x" size={20} />
            </IconButton>
          </div>
          <nav aria-label={navigationLabel} className={styles.drawerNav}>
            {navigation}
          </nav>
        </div>
      </ModalContent>
    </DialogPrimitive.Root>
  );
}
