export { NewsTextFields, type NewsTextFieldsProps } from './NewsTextFields';
