export { SignInUnavailable, type SignInUnavailableProps } from './SignInUnavailable';
