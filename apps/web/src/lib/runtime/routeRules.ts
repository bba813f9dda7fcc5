// The route-rules matcher and validator live in the pool API's domain layer (apps/pool-api/src/domain/routeRules.ts)
// so the API, the host server, the SPA and the operator console share one copy; this module keeps the app's imports.
export * from '@lode/pool-api/route-rules';
