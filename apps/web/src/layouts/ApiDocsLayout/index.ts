export { ApiDocsLayout } from './ApiDocsLayout';
