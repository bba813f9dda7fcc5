export { TechWorkLayout } from './TechWorkLayout';
