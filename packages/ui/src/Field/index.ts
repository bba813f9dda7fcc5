export {
  Field,
  hasContent,
  useField,
  type FieldControlProps,
  type FieldIds,
  type FieldProps,
  type UseFieldOptions,
} from './Field';
