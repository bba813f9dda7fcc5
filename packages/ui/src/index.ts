// Tokens and themes
export { vars } from './tokens/vars.css';
export { sprinkles, type Sprinkles } from './tokens/sprinkles.css';
export {
  breakpoints,
  mobileBreakpoint,
  minWidthQuery,
  type Breakpoint,
  type Responsive,
} from './tokens/breakpoints';
export {
  colorRoles,
  darkColors,
  lightColors,
  type ColorRole,
  type RoleColors,
  type ThemeColors,
} from './tokens/palette';
export { contrastRatio } from './tokens/contrast';
export { themeAttribute } from './tokens/themeAttribute';

// Colour mode, motion, preferences, breakpoints
export {
  colorModeScript,
  colorModeStorageKey,
  defaultColorModePreference,
  disableAnimationsStorageKey,
  motionAttribute,
  parseColorModePreference,
  resolveColorMode,
  resolveReducedMotion,
  type ColorMode,
  type ColorModePreference,
} from './colorMode/colorModeScript';
export { applyColorMode, applyReducedMotion } from './colorMode/colorMode';
export {
  ColorModeProvider,
  ForceColorMode,
  setAnimationsDisabled,
  useColorMode,
  useReducedMotion,
  type ColorModeProviderProps,
  type ForceColorModeProps,
} from './colorMode/ColorModeProvider';
export {
  readPreference,
  subscribeToPreference,
  writePreference,
  type PreferenceKey,
  type PreferenceValues,
} from './storage/preferences';
export { useBreakpoint, useIsMobile } from './breakpoints/useBreakpoint';

// Components
export { Button, type ButtonProps } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { CopyButton, copiedResetMs, copyText, type CopyButtonProps } from './CopyButton';
export { ThemeSwitcher, type ThemeSwitcherProps } from './ThemeSwitcher';

// Overlays and navigation
export * as Tabs from './Tabs/Tabs';
export * as Dialog from './Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export * as DropdownMenu from './DropdownMenu/DropdownMenu';
export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './Tooltip/Tooltip';
export {
  ToastProvider,
  useToast,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast/Toast';

// Data display
export { Alert, Callout, type AlertProps, type AlertTone, type CalloutProps } from './Alert';
export { Badge, type BadgeProps } from './Badge';
export { Card, type CardProps } from './Card';
export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type SortDirection,
  type SortState,
  type SortValue,
} from './DataTable';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatTile, type StatChange, type StatDirection, type StatTileProps } from './StatTile';
export { StatusDot, type StatusDotProps, type StatusDotStatus } from './StatusDot';

// Forms
export {
  Field,
  useField,
  type FieldControlProps,
  type FieldIds,
  type FieldProps,
  type UseFieldOptions,
} from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox';
export { Switch, type SwitchProps } from './Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Link, type LinkProps } from './Link';
// Rule names (`required`, `email`…) are too generic for the package's top level: `validation.required`.
export * as validation from './validation';
export type { FieldErrors, FieldValue, Rule, ValidationMessages } from './validation';

// Shell and icons
export {
  Icon,
  IconProvider,
  bundledIconNames,
  clearIconCache,
  isSafeIconBody,
  type IconProps,
  type IconProviderProps,
} from './Icon';
export {
  AppShell,
  AppShellDrawer,
  AppShellNavLink,
  type AppShellDrawerProps,
  type AppShellNavLinkProps,
  type AppShellProps,
} from './AppShell';
