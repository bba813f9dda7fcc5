export { AppShell, AppShellNavLink, type AppShellNavLinkProps, type AppShellProps } from './AppShell';
