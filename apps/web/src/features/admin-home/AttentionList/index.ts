export { AttentionList, type AttentionItem } from './AttentionList';
