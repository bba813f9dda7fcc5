/** The largest test clock offset the control accepts, seconds (a day either way). */
export const MAX_CLOCK_OFFSET = 86_400;

/**
 * The provider's clock for the instants it records of a sign-in (password and code, which become `auth_time`) and
 * for its `max_age` judgement: real time plus an offset the test control `/__lode/clock` sets. Token `iat`/`exp`
 * and TOTP validation keep real time.
 */
export class ProviderClock {
  /** Seconds added to real time; 0 unless a test moved it. */
  offsetSeconds = 0;

  /** Now, in epoch seconds, as the provider records sign-ins. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }
}
