export { Icon, IconProvider, type IconProps, type IconProviderProps } from './Icon';
export { bundledIconNames } from './bundledIcons';
export {
  clearIconCache,
  isSafeIconBody,
  loadIcon,
  parseIconName,
  type IconName,
  type IconSources,
} from './iconLoader';
