import type { MiningcorePool } from './config';

// The SQL the Miningcore reads share. Miningcore keys a miner's rows by pool and address; an account's proved
// addresses travel as two comma-joined parameters, pool ids and addresses in step, unnested back into pairs.

/** One of the account's proved addresses in one of the configured pools. */
export interface Linked {
  pool: MiningcorePool;
  address: string;
}

/** Miningcore's numeric(28,12) amounts as integer atoms (1e-8), rounded as the API shows amounts. */
export const atoms = (column: string) => `round(${column} * 100000000)::float8`;

/** A timestamptz column as epoch seconds. */
export const epoch = (column: string) => `extract(epoch from ${column})::float8`;

/**
 * `(poolid, <address column>)` is one of the account's proved addresses, given as the parameters {@link ownedParams}
 * makes: `miner` in the statistics tables, `address` in the money tables.
 */
export const ownedBy = (column: 'miner' | 'address', poolParam = '$1', addressParam = '$2') =>
  `(poolid, ${column}) IN (SELECT * FROM unnest(string_to_array(${poolParam}, ','), string_to_array(${addressParam}, ',')))`;

/** The parameters of {@link ownedBy}: pool ids and addresses, comma-joined, in step. */
export const ownedParams = (linked: readonly Linked[]): [string, string] => [
  linked.map((l) => l.pool.id).join(','),
  linked.map((l) => l.address).join(','),
];

/** The linked coins' symbols: `payments` is indexed on (poolid, coin, address), so its reads name the coin too. */
export const coinSymbols = (linked: readonly Linked[]) => linked.map((l) => l.pool.coin).join(',');

/**
 * The account's rows of `payments`: its proved addresses ({@link ownedBy}) and their coins ({@link coinSymbols} in
 * `coinParam`), so the (poolid, coin, address) index serves the read.
 */
export const paidTo = (coinParam: string) => `${ownedBy('address')}
         AND coin = ANY(string_to_array(${coinParam}, ','))`;
