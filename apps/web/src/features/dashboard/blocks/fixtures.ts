import type { PoolSchema } from '@lode/pool-api/client';

// Figures for the blocks' stories: a farm of two coins, one with nothing settled yet and one with a seven-digit total.

type Summary = PoolSchema<'AccountSummary'>;

/** A summary as `GET /account/summary` answers it. */
export const storySummary: Summary = {
  algorithm: 'Scrypt',
  updatedAt: '2026-11-22T18:00:00.000Z',
  hashrate: { tenMinutes: 48.2e9, oneHour: 47.9e9, oneDay: 47.1e9 },
  rejectRate: 0.0081,
  staleRate: 0.0023,
  workers: { online: 5, offline: 1, inactive: 1 },
  earnings: [
    {
      coin: 'LTC',
      balance: '0.00000000',
      todayEstimate: '0.01830000',
      yesterday: '0.23956423',
      totalPaid: '1.52000000',
    },
    {
      coin: 'DOGE',
      balance: '61.20000000',
      todayEstimate: '24.10000000',
      yesterday: '23.80000000',
      totalPaid: '1234567.12345678',
    },
  ],
};

/** A day of 10-minute hashrate samples with a dip in the afternoon, oldest first. */
export const storyDay: readonly number[] = Array.from({ length: 144 }, (_, i) =>
  i > 80 && i < 92 ? 21e9 : 47e9 + Math.sin(i / 6) * 2e9,
);
