export { BanDialog, banNoteLimit, type BanDialogProps } from './BanDialog';
