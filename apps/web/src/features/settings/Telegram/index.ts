export { Telegram } from './Telegram';
export { TelegramView, telegramSectionId, type TelegramViewProps } from './TelegramView';
