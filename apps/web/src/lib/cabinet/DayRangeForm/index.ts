export { DayRangeForm, type DayRangeFormProps } from './DayRangeForm';
