export { CreateKey } from './CreateKey';
