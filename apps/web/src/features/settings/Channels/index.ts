export { ChannelSwitches, type ChannelDestinations, type RuleChannels } from './ChannelSwitches';
