export {
  SecondFactorNotice,
  type SecondFactorNoticeProps,
  type SecondFactorState,
} from './SecondFactorNotice';
export { useReturnedStepUp, useStartStepUp, type ReturnedStepUp } from './stepUp';
export { useSecondFactor, type SecondFactor } from './useSecondFactor';
