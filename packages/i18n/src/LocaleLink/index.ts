export { LocaleLink, type LocaleLinkProps } from './LocaleLink';
