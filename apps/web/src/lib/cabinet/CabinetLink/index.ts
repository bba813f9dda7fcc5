export { CabinetLink, cabinetHref, useCabinetHref, watchPath, type CabinetLinkProps } from './CabinetLink';
