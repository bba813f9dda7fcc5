export { ChannelSwitches, type ChannelDestinations, type RuleChannels } from './ChannelSwitches';
export { useChannelDestinations } from './useChannelDestinations';
