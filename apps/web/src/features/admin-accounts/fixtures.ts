import type { AccountDetail, AccountListItem } from './accountQueries';

// Accounts as the API answers them, for the stories: fixed dates, so the pages read the same on every run.

/** A search's answer: an active miner with two sub-accounts and a banned one. */
export const foundAccounts: AccountListItem[] = [
  {
    sub: 'u-demo',
    username: 'demo',
    email: 'demo@lode.localhost',
    subaccounts: 2,
    addresses: [
      { coin: 'LTC', address: 'ltc1qg82p5sqk7y5x9wq4kz8h2d7r3m0c6v4t9n5e2a' },
      { coin: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L' },
    ],
    banned: null,
  },
  {
    sub: 'u-demo2',
    username: 'demolition',
    email: null,
    subaccounts: 1,
    addresses: [],
    banned: { reason: 'fraud', note: 'Stolen card payouts', at: '2026-12-01T10:00:00.000Z', by: 'admin' },
  },
];

/** One account in full: two sub-accounts, one of whose figures the engine does not report. */
export const demoAccount: AccountDetail = {
  sub: 'u-demo',
  username: 'demo',
  email: 'demo@lode.localhost',
  createdAt: '2026-09-14T08:30:00.000Z',
  banned: null,
  subaccounts: [
    {
      key: 's1',
      name: 'demo',
      workersOnline: 3,
      workersOffline: 1,
      balances: [
        { coin: 'LTC', amount: '0.41250000' },
        { coin: 'DOGE', amount: '812.50000000' },
      ],
      addresses: [{ coin: 'LTC', address: 'ltc1qg82p5sqk7y5x9wq4kz8h2d7r3m0c6v4t9n5e2a' }],
    },
    {
      key: 's2',
      name: 'rig-farm-north',
      workersOnline: null,
      workersOffline: null,
      balances: [],
      addresses: [{ coin: 'DOGE', address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L' }],
    },
  ],
};

/** The same account, banned. */
export const bannedAccount: AccountDetail = {
  ...demoAccount,
  banned: { reason: 'abuse', note: 'Flooded the stratum port', at: '2026-12-05T14:20:00.000Z', by: 'admin' },
};
