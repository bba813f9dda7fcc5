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
export { needsSignIn, poolApiUrl, poolClient, poolFetch, type PoolClient } from './client';
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
  useSessionExpired,
  type PoolMutation,
} from './usePoolQuery';
