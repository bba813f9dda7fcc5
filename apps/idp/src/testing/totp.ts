import { TOTP } from 'otpauth';
import { TOTP_PERIOD, totpCode } from '../totp';

// Codes an authenticator app would show, for tests that sign in with a second factor. The provider accepts a code
// once per 30-s step, so `unusedTotpCode` hands out each step once per process, waiting for the next step when the
// one ahead has been used too.

export { totpCode };

/** The last step this process used per secret. */
const usedSteps = new Map<string, number>();

/**
 * A code for `secret` that this process has not used yet: the current step's, else the next step's (the provider
 * accepts one step ahead), else it waits for the next step. Tests that sign in with one user several times within
 * 30 s take their codes here.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const counter = () => TOTP.counter({ period: TOTP_PERIOD, timestamp: Date.now() });
  const wanted = Math.max(counter(), (usedSteps.get(secret) ?? -Infinity) + 1);
  while (wanted > counter() + 1) {
    const untilNextStep = TOTP_PERIOD * 1000 - (Date.now() % (TOTP_PERIOD * 1000));
    await new Promise((resolve) => setTimeout(resolve, untilNextStep + 50));
  }
  usedSteps.set(secret, wanted);
  return totpCode(secret, wanted * TOTP_PERIOD * 1000);
}
