export * as DropdownMenu from './DropdownMenu';
