export { Calculator } from './Calculator';
