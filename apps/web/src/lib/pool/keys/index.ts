// The one factory of the app's cache keys: the reads, the writes' `setData` and `invalidate`, the live stream's
// rewrites and the stories' seeded answers all take their keys from it, so a key is written once.
//
// A key is a path, then each parameter its answer depends on in a place of its own, the ones a prefix is taken on
// first: `['account', 'workers', 'list', 'Scrypt', 'online', { search: 'rig' }]`. The prefix functions (`summaries`,
// `workerLists`, …) build the start of the keys they name, which is what the cache matches, part by part. Where one
// view has two kinds of key, a word tells them apart (`list` and `hashrate` under `workers`; `first-page` and
// `every-page` for accruals and payouts), so no key is the start of another kind's key, and an exact key used as a
// prefix (the API keys' list after a write) touches nothing else. `keys.test.ts` holds every kind to that.
//
// The type of each key says what answer it holds (`CacheKey<T>`): reads, `setData` and `entries` take it from there.
// The public keys and the signed-in ones are modules of their own: the bundler puts a module whole in one chunk, so
// in one module the cabinet's keys would load with every public page.

export { publicKeys } from './publicKeys';
export {
  accountKeys,
  settingsKeys,
  signedInPrefixes,
  subAccountKeys,
  type ItemList,
  type WorkerFilters,
} from './signedInKeys';
export { staffKeys } from './staffKeys';
