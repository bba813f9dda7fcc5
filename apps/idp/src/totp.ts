import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// TOTP (RFC 6238) as Keycloak's default OTP policy sets it up: SHA-1, 6 digits, 30-s steps, one step of drift either
// way. Recovery codes are the way back in without the phone; each works once.

/** Seconds per TOTP step. */
export const TOTP_PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The TOTP generator of a base32 secret. */
function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The code an authenticator app shows for `secret` at `at` (epoch ms, now by default). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

/** The `otpauth://` URI an authenticator app scans, labelled `issuer:username`. */
export function otpauthUri(secret: string, username: string, issuer: string): string {
  return totpOf(secret, username, issuer).toString();
}

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret grouped by four characters, as it is easier to type into an app. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** How a recovery code is stored: its SHA-256 (the codes are random, so no salt or stretching is needed). */
function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A code as typed: without spaces and hyphens, lower case. */
function normalize(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** One user's authenticator and recovery codes. */
interface Enrolment {
  secret: string;
  /** SHA-256 of the recovery codes not used yet. */
  recoveryHashes: Set<string>;
  /** The last TOTP step a code was accepted for: a code is good once per step. */
  lastStep: number;
}

/** Users' TOTP authenticators, kept in memory like the users themselves. */
export class SecondFactors {
  readonly #enrolled = new Map<string, Enrolment>();
  /** Secrets shown on the set-up page and not confirmed yet, by user id. */
  readonly #pending = new Map<string, string>();

  /** Whether the user has an authenticator. */
  enrolled(userId: string): boolean {
    return this.#enrolled.has(userId);
  }

  /** The secret the set-up page offers the user: the same one until it is confirmed, so a reload keeps the QR code. */
  pendingSecret(userId: string): string {
    let secret = this.#pending.get(userId);
    if (!secret) {
      secret = newTotpSecret();
      this.#pending.set(userId, secret);
    }
    return secret;
  }

  /**
   * Enrols the pending secret when `code` is its current code; answers the recovery codes (shown once, kept hashed),
   * or undefined for a wrong code.
   */
  confirm(userId: string, code: string): string[] | undefined {
    const secret = this.#pending.get(userId);
    if (!secret || this.enrolled(userId)) return undefined;
    const step = acceptedStep(secret, code);
    if (step === undefined) return undefined;
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    this.#pending.delete(userId);
    // The set-up code is not a sign-in: the same code may prove a step-up right after.
    this.#enrolled.set(userId, {
      secret,
      recoveryHashes: new Set(recoveryCodes.map(hashRecoveryCode)),
      lastStep: step - 1,
    });
    return recoveryCodes;
  }

  /**
   * Whether `code` proves the user's second factor now: a TOTP code of this step or a neighbouring one not used
   * before (no replay), or an unused recovery code (used up by this). Real time, whatever the test clock says.
   */
  verify(userId: string, code: string): boolean {
    const enrolment = this.#enrolled.get(userId);
    if (!enrolment) return false;
    const typed = normalize(code);
    if (/^\d+$/.test(typed)) {
      const step = acceptedStep(enrolment.secret, typed);
      if (step === undefined || step <= enrolment.lastStep) return false;
      enrolment.lastStep = step;
      return true;
    }
    return enrolment.recoveryHashes.delete(hashRecoveryCode(typed));
  }

  /** Removes the authenticator when `code` proves it (a TOTP code or a recovery code). */
  remove(userId: string, code: string): boolean {
    if (!this.verify(userId, code)) return false;
    this.#enrolled.delete(userId);
    return true;
  }
}

/** The TOTP step `code` belongs to, within one step of now, or undefined. */
function acceptedStep(secret: string, code: string): number | undefined {
  const token = normalize(code);
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return undefined;
  const now = Date.now();
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD, timestamp: now }) + delta;
}

/** A random recovery code of 10 characters. */
function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}
