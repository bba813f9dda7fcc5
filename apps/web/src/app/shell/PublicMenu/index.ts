export { PublicMenu } from './PublicMenu';
