export { AlgorithmNote } from './AlgorithmNote';
