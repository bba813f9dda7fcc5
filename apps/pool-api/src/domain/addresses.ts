import { createHash } from 'node:crypto';
import type { CoinId } from './coins';

// Payout address checks with checksums (base58check and bech32/bech32m), so a typo never becomes a lost payout.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const sha256d = (bytes: Uint8Array) =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

/** Base58check: version byte, 20-byte hash, 4-byte checksum. */
export function encodeBase58Check(version: number, payload: Uint8Array): string {
  const body = Buffer.concat([Buffer.from([version]), Buffer.from(payload)]);
  const bytes = Buffer.concat([body, sha256d(body).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

function decodeBase58Check(text: string): { version: number; payload: Buffer } | null {
  let n = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const leading = /^1*/.exec(text)?.[0].length ?? 0;
  const bytes = Buffer.concat([Buffer.alloc(leading), Buffer.from(n === 0n ? '' : hex, 'hex')]);
  if (bytes.length !== 25) return null;
  const body = bytes.subarray(0, 21);
  if (!sha256d(body).subarray(0, 4).equals(bytes.subarray(21))) return null;
  return { version: body[0] ?? -1, payload: body.subarray(1) };
}

function polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    generators.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function convertBits(data: Iterable<number>, from: number, to: number, pad: boolean): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & max);
  } else if (bits >= from || ((acc << (to - bits)) & max) !== 0) {
    return null;
  }
  return out;
}

/** A segwit address (bech32 for version 0, bech32m above). */
export function encodeSegwit(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...(convertBits(program, 8, 5, true) ?? [])];
  const constant = version === 0 ? BECH32_CONST : BECH32M_CONST;
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32[d]).join('')}`;
}

function isSegwit(text: string, hrp: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  if (!lower.startsWith(`${hrp}1`) || lower.length > 90) return false;
  const data = [...lower.slice(hrp.length + 1)].map((c) => BECH32.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  const version = data[0] ?? -1;
  const constant = version === 0 ? BECH32_CONST : BECH32M_CONST;
  if (polymod([...hrpExpand(hrp), ...data]) !== constant) return false;
  const program = convertBits(data.slice(1, -6), 5, 8, false);
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** Base58 version bytes and segwit prefixes accepted per coin: LTC `L`/`M`/`ltc1`, DOGE `D`, BTC `1`/`3`/`bc1`. */
const formats: Record<CoinId, { versions: number[]; hrp: string | null; hint: string }> = {
  LTC: { versions: [0x30, 0x32], hrp: 'ltc', hint: 'a Litecoin address starting with L, M or ltc1' },
  DOGE: { versions: [0x1e], hrp: null, hint: 'a Dogecoin address starting with D' },
  BTC: { versions: [0x00, 0x05], hrp: 'bc', hint: 'a Bitcoin address starting with 1, 3 or bc1' },
};

/** Why `address` is not a valid payout address for `coin`, or `null` when it is. */
export function addressProblem(coin: CoinId, address: string): string | null {
  const format = formats[coin];
  if (format.hrp && address.toLowerCase().startsWith(`${format.hrp}1`)) {
    return isSegwit(address, format.hrp) ? null : `Not ${format.hint}: the checksum does not match`;
  }
  const decoded = decodeBase58Check(address);
  if (!decoded) return `Not ${format.hint}: the checksum does not match or a character is not allowed`;
  if (!format.versions.includes(decoded.version)) return `Not ${format.hint}`;
  return null;
}

/** A valid address for `coin` made from 20 bytes: how the simulator gives every user working wallets. */
export function addressFromHash(coin: CoinId, hash: Uint8Array): string {
  if (coin === 'LTC') return encodeSegwit('ltc', 0, hash);
  if (coin === 'BTC') return encodeSegwit('bc', 0, hash);
  return encodeBase58Check(0x1e, hash);
}
