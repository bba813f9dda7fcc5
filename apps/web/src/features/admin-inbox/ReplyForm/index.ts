export { ReplyForm, replyLimit, type ReplyFormProps } from './ReplyForm';
