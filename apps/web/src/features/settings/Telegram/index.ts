export { TelegramView, telegramSectionId, type TelegramViewProps } from './TelegramView';
