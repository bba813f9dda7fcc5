import { Badge } from '../Badge';
import { StatusDot, type StatusDotStatus } from '../StatusDot';
import { vars } from '../tokens/vars.css';
import type { DataTableColumn } from './DataTable';

// ---- Realistic pool data (Scrypt: LTC with merge-mined DOGE) ----

export interface WorkerRow {
  name: string;
  status: StatusDotStatus;
  /** Hashrates in H/s over three windows. */
  hashrate10m: number;
  hashrate1h: number;
  hashrate24h: number;
  /** Rejected and stale shares, percent of the last hour. */
  rejectRate: number;
  /** Seconds since the last accepted share. */
  lastShareAgo: number;
}

// Antminer L7 ≈ 9.5 GH/s, L9 ≈ 16 GH/s, Elphapex DG1 ≈ 14 GH/s, Goldshell Mini-DOGE ≈ 185 MH/s.
const rigs: [name: string, nominal: number, status: StatusDotStatus, lastShareAgo: number][] = [
  ['rig-01', 9.5e9, 'online', 12],
  ['rig-02', 9.5e9, 'offline', 3 * 3600 + 120],
  ['rig-03', 9.5e9, 'online', 4],
  ['rig-04', 9.3e9, 'online', 31],
  ['rig-05', 16.0e9, 'online', 2],
  ['rig-06', 16.2e9, 'online', 9],
  ['rig-07', 9.5e9, 'inactive', 26 * 3600],
  ['rig-08', 14.0e9, 'online', 18],
  ['rig-09', 14.1e9, 'online', 6],
  ['rig-10', 0.185e9, 'online', 47],
  ['rig-11', 0.185e9, 'online', 53],
  ['rig-12', 9.5e9, 'online', 15],
  ['garage-l7', 9.05e9, 'online', 22],
  ['garage-l9', 17.0e9, 'online', 3],
  ['hosted-a1', 16.0e9, 'online', 8],
  ['hosted-a2', 16.0e9, 'offline', 42 * 60],
  ['hosted-a3', 15.8e9, 'online', 11],
  ['hosted-a4', 16.0e9, 'online', 5],
  ['mini-doge-1', 0.185e9, 'online', 61],
  ['mini-doge-2', 0.18e9, 'inactive', 4 * 86400],
  ['rental-ns-1', 5.0e9, 'online', 1],
  ['rental-ns-2', 5.0e9, 'online', 14],
  ['test-bench', 0.76e9, 'online', 90],
];

export const workers: WorkerRow[] = rigs.map(([name, nominal, status, lastShareAgo], i) => {
  // Deterministic jitter, so every run (and every screenshot) shows the same numbers.
  const wobble = (k: number) => 1 + (((i * 37 + k * 11) % 17) - 8) / 100;
  const live = status === 'online';
  return {
    name,
    status,
    hashrate10m: live ? nominal * wobble(1) : 0,
    hashrate1h: live ? nominal * wobble(2) : status === 'offline' ? nominal * 0.35 : 0,
    hashrate24h: status === 'inactive' ? 0 : nominal * wobble(3) * (live ? 1 : 0.8),
    rejectRate: live ? ((i * 13) % 29) / 10 : Number.NaN,
    lastShareAgo,
  };
});

/** Formats H/s with the unit that keeps three significant digits, e.g. "9.52 GH/s". */
export function formatHashrate(hs: number): string {
  if (hs === 0) return '0 H/s';
  const units = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s'];
  const exponent = Math.min(units.length - 1, Math.floor(Math.log10(hs) / 3));
  const scaled = hs / 1000 ** exponent;
  return `${scaled.toFixed(scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2)} ${units[exponent]}`;
}

function formatAgo(seconds: number): string {
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
}

export const workerColumns: DataTableColumn<WorkerRow>[] = [
  {
    id: 'name',
    header: 'Worker',
    cell: (w) => w.name,
    sortValue: (w) => w.name,
    sticky: true,
    rowHeader: true,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (w) => <StatusDot status={w.status} />,
    sortValue: (w) => ({ online: 0, inactive: 1, offline: 2 })[w.status],
  },
  {
    id: 'hashrate10m',
    header: 'Hashrate (10 min)',
    cell: (w) => formatHashrate(w.hashrate10m),
    sortValue: (w) => w.hashrate10m,
    align: 'end',
  },
  {
    id: 'hashrate1h',
    header: 'Hashrate (1 h)',
    cell: (w) => formatHashrate(w.hashrate1h),
    sortValue: (w) => w.hashrate1h,
    align: 'end',
  },
  {
    id: 'hashrate24h',
    header: 'Hashrate (24 h)',
    cell: (w) => formatHashrate(w.hashrate24h),
    sortValue: (w) => w.hashrate24h,
    align: 'end',
  },
  {
    id: 'reject',
    header: 'Reject (1 h)',
    cell: (w) => (Number.isNaN(w.rejectRate) ? '—' : `${w.rejectRate.toFixed(2)} %`),
    sortValue: (w) => w.rejectRate,
    align: 'end',
  },
  {
    id: 'lastShare',
    header: 'Last share',
    cell: (w) => formatAgo(w.lastShareAgo),
    sortValue: (w) => w.lastShareAgo,
    align: 'end',
  },
];

export interface PayoutRow {
  id: string;
  date: string;
  coin: 'LTC' | 'DOGE';
  amount: number;
  fee: number;
  address: string;
  txid: string;
  status: 'paid' | 'paying' | 'failed';
}

const ltcAddresses = ['ltc1qg82m0lq7x3k5rk9pd0wv6m3v3kqpnm4x2', 'ltc1q9h7f3sx2w8yt0c6l5zq4a3n7m2v8k4r6m4x2'];
const dogeAddress = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';

export const payouts: PayoutRow[] = Array.from({ length: 14 }, (_, i) => {
  const day = String(30 - Math.floor(i / 2)).padStart(2, '0');
  const coin = i % 2 === 0 ? 'LTC' : 'DOGE';
  return {
    id: `p-${i}`,
    date: `2024-04-${day} 0${(i * 3) % 9}:1${i % 10} UTC`,
    coin,
    amount: coin === 'LTC' ? 0.0398 + ((i * 7) % 11) / 10000 : 95.6 + ((i * 13) % 17) / 2,
    fee: coin === 'LTC' ? 0.0001 : 1,
    address: coin === 'LTC' ? (ltcAddresses[i % 4 === 0 ? 0 : 1] ?? '') : dogeAddress,
    txid: `${(0x5f3a9c + i * 0x1d3).toString(16)}e0b4c9a27d1f6e83b5c0a94f2d7e1b6c8a3f5d9e0b2c4a6f8e1d3c5b7a9f0e2d4`,
    status: i === 0 ? 'paying' : i === 5 ? 'failed' : 'paid',
  };
});

// Every amount of a coin with the coin's 8 decimals, as a pool app shows them: a column of them lines up.
const coinAmountFormat = new Intl.NumberFormat('en', { minimumFractionDigits: 8, maximumFractionDigits: 8 });
const coinAmount = (amount: number, coin: string) => `${coinAmountFormat.format(amount)}\u00a0${coin}`;

const payoutStatus = {
  paid: <Badge tone="success">Paid</Badge>,
  paying: <Badge tone="info">Paying</Badge>,
  failed: <Badge tone="error">Failed</Badge>,
};

export const payoutColumns: DataTableColumn<PayoutRow>[] = [
  {
    id: 'date',
    header: 'Date (UTC)',
    cell: (p) => p.date.replace(' UTC', ''),
    sortValue: (p) => p.date,
    sticky: true,
  },
  {
    id: 'coin',
    header: 'Coin',
    cell: (p) => (
      <Badge size="sm" variant="solid" tone={p.coin === 'LTC' ? 'primary' : 'secondary'}>
        {p.coin}
      </Badge>
    ),
    sortValue: (p) => p.coin,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: (p) => coinAmount(p.amount, p.coin),
    sortValue: (p) => p.amount,
    align: 'end',
  },
  {
    id: 'fee',
    header: 'Network fee',
    cell: (p) => coinAmount(p.fee, p.coin),
    align: 'end',
  },
  {
    id: 'address',
    header: 'Address',
    cell: (p) => (
      <span style={{ fontFamily: vars.font.mono }} title={p.address}>
        {`${p.address.slice(0, 8)}…${p.address.slice(-6)}`}
      </span>
    ),
  },
  {
    id: 'tx',
    header: 'Transaction',
    cell: (p) => (
      <a
        href={`#explorer/${p.coin.toLowerCase()}/tx/${p.txid}`}
        style={{ fontFamily: vars.font.mono, color: vars.color.primary.text }}
      >
        {`${p.txid.slice(0, 10)}…`}
      </a>
    ),
  },
  { id: 'status', header: 'Status', cell: (p) => payoutStatus[p.status], sortValue: (p) => p.status },
];
