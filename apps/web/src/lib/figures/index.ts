export { NotReported, RejectedNotReportedNote, reported, useNotReportedLabel } from './NotReported';
export { isReported, sortableOrMissing } from './reported';
