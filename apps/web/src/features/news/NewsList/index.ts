export { NewsList, newsPageSize } from './NewsList';
