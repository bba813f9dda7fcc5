export { alertsPageSize, unreadIds, useAlerts, useMarkAlertsRead } from './alerts';
export { applyLiveMessage } from './liveCache';
export { hiddenCloseMs, LiveUpdates } from './LiveUpdates';
export { openLiveStream, type LiveState, type LiveStream, type LiveStreamOptions } from './liveStream';
export { createSseParser, type SseMessage } from './sse';
