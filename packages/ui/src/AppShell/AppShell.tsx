import {
  forwardRef,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIsMobile } from '../breakpoints/useBreakpoint';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './AppShell.css';

// The drawer is a modal dialog that only a narrow screen opens, and only on demand: its module loads when the menu
// button is first pointed at, focused or pressed, so a page's first load carries no dialog code.
const loadDrawer = () => import('./AppShellDrawer');
const AppShellDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AppShellDrawer })));
const preloadDrawer = () => void loadDrawer().catch(() => {});

/** Props of {@link AppShell}. */
export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Content of the sticky header bar beside the menu button: logo, theme switcher, account menu. */
  header?: ReactNode;
  /** Links of the side navigation (e.g. `AppShellNavLink`s): a column at lg and above, a drawer below. */
  navigation?: ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Cabinet". */
  navigationLabel?: string;
  /** Title of the navigation drawer below lg, shown at its top and naming the dialog. */
  drawerLabel?: string;
  /** Label of the button that opens the navigation drawer below lg. */
  menuLabel?: string;
  /** Label of the button that closes the navigation drawer. */
  closeLabel?: string;
  /** Text of the skip link, the first stop of the Tab key. */
  skipLinkLabel?: string;
  /** `id` of the main region, the target of the skip link. */
  mainId?: string;
  /** Content of the footer; no footer is rendered without it. */
  footer?: ReactNode;
  /** The page: rendered in the `main` region. */
  children?: ReactNode;
}

/**
 * The page frame: a skip link, a sticky header, side navigation (a column at lg and above, a drawer opened by a
 * menu button below), the main region and a footer. The layout comes from media queries, so it is right before
 * any script runs.
 */
// Marked pure (here and below) so a bundler can drop an unused shell: it cannot know that `forwardRef` has no side
// effects. The package build must keep the annotation for this to help.
export const AppShell = /* @__PURE__ */ forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    header,
    navigation,
    navigationLabel = 'Main',
    drawerLabel = 'Navigation',
    menuLabel = 'Menu',
    closeLabel = 'Close navigation',
    skipLinkLabel = 'Skip to content',
    mainId = 'main-content',
    footer,
    children,
    className,
    ...rest
  },
  ref,
) {
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing it returns focus and later openings are immediate.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const drawerId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Growing to lg closes the drawer for good (the column takes over), rather than hiding it until the next shrink.
  if (drawerOpen && !isMobile) setDrawerOpen(false);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    // Focus moves too (not only the scroll position), so the next Tab starts in the content; the URL keeps no hash.
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={ref} className={[styles.shell, className].filter(Boolean).join(' ')} {...rest}>
      <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        {navigation !== undefined && (
          <>
            <span className={styles.menuSlot}>
              <IconButton
                ref={menuButton}
                label={menuLabel}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                aria-controls={drawerOpen ? drawerId : undefined}
                onPointerEnter={preloadDrawer}
                onFocus={preloadDrawer}
                onClick={() => {
                  setDrawerMounted(true);
                  setDrawerOpen(true);
                }}
              >
                <Icon name="lucide:menu" size={20} />
              </IconButton>
            </span>
            {drawerMounted && (
              <Suspense fallback={null}>
                <AppShellDrawer
                  open={drawerOpen && isMobile}
                  onOpenChange={setDrawerOpen}
                  id={drawerId}
                  returnFocusRef={menuButton}
                  label={drawerLabel}
                  closeLabel={closeLabel}
                  navigationLabel={navigationLabel}
                  navigation={navigation}
                />
              </Suspense>
            )}
          </>
        )}
        <div className={styles.headerContent}>{header}</div>
      </header>
      {navigation !== undefined && (
        <nav aria-label={navigationLabel} className={styles.sidebar}>
          {navigation}
        </nav>
      )}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
});
