export {
  chooseSubAccount,
  subAccountNamePattern,
  subAccountParam,
  stratumLogin,
  withSubAccount,
  type ChoiceInput,
  type SubAccountChoice,
} from './choice';
export { rememberedSubAccount, rememberSubAccount } from './remembered';
export { useSubAccounts, useSubAccountOverview } from './queries';
export { useCabinetPath, useSubAccountChoice, type CabinetSubAccount } from './useSubAccountChoice';
export { RequireSubAccount, SubAccountChoiceContext, type SubAccountChoiceState } from './RequireSubAccount';
export { SubAccountStatus, type SubAccountStatusProps } from './SubAccountStatus';
