export { AppShell, type AppShellProps } from './AppShell';
export { AppShellDrawer, type AppShellDrawerProps } from './AppShellDrawer';
export { AppShellNavLink, type AppShellNavLinkProps } from './AppShellNavLink';
