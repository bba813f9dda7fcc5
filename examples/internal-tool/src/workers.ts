/** A rig as the pool sees it. */
export interface Worker {
  name: string;
  /** Hashes per second over the last hour. */
  hashrate: number;
  online: boolean;
}

/** The team's rigs. A real tool reads them from its API with the token of `getValidToken()` from @lode/auth. */
export const workers: Worker[] = [
  { name: 'rig-01', hashrate: 1.32e12, online: true },
  { name: 'rig-02', hashrate: 9.8e11, online: true },
  { name: 'rig-03', hashrate: 1.05e12, online: true },
  { name: 'rig-04', hashrate: 0, online: false },
];
