export { ConnectRig, exampleRig } from './ConnectRig';
