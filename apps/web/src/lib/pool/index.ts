export { ApiError, shouldRetry, toApiError } from './apiError';
export { apiUrlFromConfig, loadApiBaseUrl } from './apiConfig';
export { CabinetData } from './CabinetData';
export { cabinetQueryClient, createCabinetQueryClient, refreshIntervalMs } from './queryClient';
export { callWithSession, type PoolClient, type PoolResult, type Session } from './session';
export { usePoolMutation, usePoolQuery, useSession } from './usePoolQuery';
