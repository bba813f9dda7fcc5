export {
  algorithmCookieName,
  algorithms,
  defaultAlgorithm,
  isAlgorithm,
  readAlgorithmCookie,
  type Algorithm,
} from './algorithmState';
export { setActiveAlgorithm, useAlgorithm } from './useAlgorithm';
