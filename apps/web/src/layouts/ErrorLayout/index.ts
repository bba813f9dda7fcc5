export { ErrorLayout } from './ErrorLayout';
