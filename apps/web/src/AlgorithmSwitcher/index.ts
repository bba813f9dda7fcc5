export { AlgorithmSwitcher } from './AlgorithmSwitcher';
