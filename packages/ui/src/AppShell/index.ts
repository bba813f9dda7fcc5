export { AppShell, AppShellNavLink, type AppShellNavLinkProps, type AppShellProps } from './AppShell';
export { AppShellDrawer, type AppShellDrawerProps } from './AppShellDrawer';
