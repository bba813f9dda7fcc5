export { PathTester } from './PathTester';
