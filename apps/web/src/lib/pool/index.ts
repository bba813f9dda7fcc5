export { ApiError, shouldRetry, toApiError } from './apiError';
export { apiUrlFromConfig, loadApiBaseUrl } from './apiConfig';
export { CabinetData } from './CabinetData';
export { needsSignIn, poolApiUrl, poolClient, poolFetch, type PoolClient } from './client';
export {
  cabinetQueryClient,
  createCabinetQueryClient,
  refreshIntervalMs,
  setLiveStreamOpen,
} from './queryClient';
export { callPool, type PoolResult } from './session';
export { usePoolMutation, usePoolQuery, useSessionExpired } from './usePoolQuery';
