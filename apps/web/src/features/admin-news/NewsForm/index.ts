export { NewsForm } from './NewsForm';
