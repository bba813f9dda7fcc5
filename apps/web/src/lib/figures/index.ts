export { NotReported, RejectedNotReportedNote, reported, useNotReportedLabel } from './NotReported';
export { isReported, sortableOrMissing } from './reported';
export { visuallyHidden, visuallyHiddenRule } from './visuallyHidden.css';
