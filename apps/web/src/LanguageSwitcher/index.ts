export { LanguageSwitcher } from './LanguageSwitcher';
