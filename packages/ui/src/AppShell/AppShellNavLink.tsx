import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import * as styles from './AppShell.css';

// A file (and a build entry) of its own: a menu that reuses the drawer and its links (AppShellDrawer) does not bring
// the shell with it, nor the media-query helpers the shell needs.
/** Props of {@link AppShellNavLink}. */
export interface AppShellNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Icon before the text, drawn decoratively (an `Icon`). */
  icon?: ReactNode;
  /** Marks the link of the page being shown (`aria-current="page"`); a router's own link may set it instead. */
  current?: boolean;
  /** Render the single child (a router's link) with these styles instead of an `<a>`. */
  asChild?: boolean;
}

/** A link of the AppShell navigation: icon, text and the current-page state. */
export const AppShellNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, AppShellNavLinkProps>(
  function AppShellNavLink({ icon, current, asChild = false, className, children, ...rest }, ref) {
    const Component = asChild ? Slot : 'a';
    return (
      <Component
        ref={ref}
        className={[styles.navLink, className].filter(Boolean).join(' ')}
        aria-current={current ? 'page' : undefined}
        {...rest}
      >
        {icon}
        <Slottable>{children}</Slottable>
      </Component>
    );
  },
);
