export { DefaultLayout } from './DefaultLayout';
