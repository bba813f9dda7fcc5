export { NotReported, RejectedNotReportedNote, reported, useNotReportedLabel } from './NotReported';
