export { CabinetLayout } from './CabinetLayout';
