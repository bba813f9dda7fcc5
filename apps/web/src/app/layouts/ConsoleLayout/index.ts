export { ConsoleLayout } from './ConsoleLayout';
export { NoAccess } from './NoAccess';
