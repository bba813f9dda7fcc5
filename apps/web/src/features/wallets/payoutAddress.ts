// Payout address checks in the browser, mirroring the pool API's (apps/pool-api/src/domain/addresses.ts): the same
// prefixes per coin and the same checksums (base58check, bech32/bech32m), so a typo is caught before it is sent.
// The API checks again; its refusal is shown on the same field.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

/** What is wrong with a payout address: blank, another coin's (or unknown) prefix, or a typo the checksum caught. */
export type AddressProblem = 'required' | 'prefix' | 'checksum';

/** Base58 version bytes and the segwit prefix the API accepts per coin. */
const formats: Record<
  string,
  { versions: readonly number[]; leads: readonly string[]; hrp: string | null; starts: string }
> = {
  LTC: { versions: [0x30, 0x32], leads: ['L', 'M'], hrp: 'ltc', starts: 'L, M, ltc1' },
  DOGE: { versions: [0x1e], leads: ['D'], hrp: null, starts: 'D' },
  BTC: { versions: [0x00, 0x05], leads: ['1', '3'], hrp: 'bc', starts: '1, 3, bc1' },
};

/** How a coin's addresses start, as the field's hint shows it (`L, M, ltc1`); empty for an unknown coin. */
export function addressStarts(coin: string): string {
  return formats[coin]?.starts ?? '';
}

function polymod(values: readonly number[]): number {
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

function programLength(data: readonly number[]): number | null {
  let acc = 0;
  let bits = 0;
  let length = 0;
  for (const value of data) {
    acc = ((acc << 5) | value) & 0xfff;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      length += 1;
    }
  }
  // Leftover padding must be under a byte and all zero, as in BIP 173.
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0) return null;
  return length;
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
  const length = programLength(data.slice(1, -6));
  if (length === null || version > 16 || length < 2 || length > 40) return false;
  return version !== 0 || length === 20 || length === 32;
}

function base58Bytes(text: string): Uint8Array | null {
  let n = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const leading = /^1*/.exec(text)?.[0].length ?? 0;
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  return Uint8Array.from([...new Array<number>(leading).fill(0), ...bytes]);
}

async function sha256d(bytes: Uint8Array): Promise<Uint8Array | null> {
  // WebCrypto exists in secure contexts only (https, localhost); elsewhere the API's own check has to do.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const once = await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return new Uint8Array(await subtle.digest('SHA-256', once));
}

/** Why `address` cannot be the payout address of `coin` (the API's rules), or `null` when it can. */
export async function addressProblem(coin: string, address: string): Promise<AddressProblem | null> {
  const text = address.trim();
  if (text === '') return 'required';
  const format = formats[coin];
  if (!format) return null;
  if (format.hrp && text.toLowerCase().startsWith(`${format.hrp}1`))
    return isSegwit(text, format.hrp) ? null : 'checksum';
  // A wrong first character says "another coin's address" better than "a typo".
  if (!format.leads.includes(text[0] ?? '')) return 'prefix';
  const bytes = base58Bytes(text);
  if (!bytes || bytes.length !== 25) return 'checksum';
  const body = bytes.subarray(0, 21);
  const digest = await sha256d(body);
  if (digest && digest.subarray(0, 4).some((byte, i) => byte !== bytes[21 + i])) return 'checksum';
  return format.versions.includes(body[0] ?? -1) ? null : 'prefix';
}
