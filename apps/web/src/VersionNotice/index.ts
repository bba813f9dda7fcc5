export { VersionNotice } from './VersionNotice';
