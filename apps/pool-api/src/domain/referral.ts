import { digestHex } from './noise';

// The referral programme: what a referrer earns and the code that names them.

/** Share of the referee's pool fee paid to the referrer. */
export const REFERRAL_RATE = 0.2;

/** A referral code from the account: stable, short, unambiguous characters. */
export function referralCode(sub: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const hex = digestHex('referral', sub);
  return Array.from({ length: 8 }, (_, i) => alphabet[parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 32]).join(
    '',
  );
}
