export { SubAccountChoice, type SubAccountChoiceProps, type SubAccountScope } from './SubAccountChoice';
