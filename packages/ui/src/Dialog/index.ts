export * as Dialog from './Dialog';
