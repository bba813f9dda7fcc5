export { useTableLabels } from './useTableLabels';
