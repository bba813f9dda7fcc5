// The plug-in point of the alert channels other than mail (Telegram, webhooks). The delivery queue (./queue.ts)
// asks each channel for its destinations inside the alert's transaction, stores one row per event and destination,
// and later hands each due row to the channel's `send`, one destination's rows in order of creation.

export {
  alertEvent,
  alertEventTypes,
  type AlertEventData,
  type AlertEventPayload,
  type AlertEventType,
  eventTexts,
  testEvent,
} from './events';
export { DeliveryQueue, dropPendingDeliveries, type DeliveryQueueOptions } from './queue';
export type { AlertChannel, ChannelName, Destination, DueDelivery, SendOutcome } from './types';
