export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { isoToLocalInput, localInputToIso } from './dateTimeInput';
export { readRouteRulesSource, type RouteRulesSource } from './routeRulesSource';
export { filterRow, filterSubmit } from './filterRow.css';
