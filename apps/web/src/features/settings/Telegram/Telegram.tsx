import { useCreateTelegramLink, useTelegram, useUnlinkTelegram } from '../../../lib/cabinet/telegramQueries';
import { TelegramView } from './TelegramView';

/** The settings section of Telegram, on the API; not shown when the pool runs no bot. */
export function Telegram() {
  const settings = useTelegram();
  const link = useCreateTelegramLink();
  const unlink = useUnlinkTelegram();
  return (
    <TelegramView
      settings={settings.data}
      {...(settings.isError ? { loadError: settings.error.message } : {})}
      onRetry={() => void settings.refetch()}
      onLink={() => link.mutateAsync(undefined)}
      onUnlink={unlink.mutateAsync}
    />
  );
}
