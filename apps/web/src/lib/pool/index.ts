export { ApiError, shouldRetry, toApiError } from './apiError';
export { apiUrlFromConfig, loadApiBaseUrl } from './apiConfig';
export {
  createPoolCache,
  poolCache,
  PoolCacheContext,
  useCachedRead,
  usePoolCache,
  type CachedRead,
  type CacheKey,
  type PoolCache,
} from './cache';
export {
  isSubAccountPath,
  needsSignIn,
  poolApiUrl,
  poolClient,
  poolFetch,
  subAccountParam,
  type PoolClient,
} from './client';
export {
  eventPositionHeader,
  forgetEventPositions,
  newestEventPosition,
  noteEventPosition,
  takeEarliestEventPosition,
} from './eventPosition';
export {
  accountKeys,
  publicKeys,
  settingsKeys,
  signedInPrefixes,
  staffKeys,
  subAccountKeys,
  type ItemList,
  type WorkerFilters,
} from './keys';
export { callPool, type PoolResult } from './session';
export {
  cabinetRetry,
  refreshIntervalMs,
  useAccountScope,
  usePoolMutation,
  usePoolQuery,
  useReadEnded,
  useSessionExpired,
  type PoolMutation,
} from './usePoolQuery';
export { SubAccountContext, useOptionalSubAccount, useSubAccount } from './subAccountScope';
export type {
  CoinBalance,
  SubAccount,
  SubAccountFigures,
  SubAccountList,
  SubAccountOverview,
  WorkerCounts,
} from './subAccountSchema';
export {
  PoolViewerContext,
  usePoolViewer,
  userViewer,
  viewerMay,
  viewerMayRead,
  viewerSecret,
  type PoolViewer,
  type WatcherScope,
} from './viewer';
export { staffFile, staffGet, staffSend, type StaffMethod, type StaffQuery } from './staff';
export { useStaffRead, useStaffWrite, type StaffWrite } from './useStaffQuery';
