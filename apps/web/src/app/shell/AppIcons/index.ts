export { AppIcons } from './AppIcons';
