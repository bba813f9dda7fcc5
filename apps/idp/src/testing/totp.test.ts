import { describe, expect, it } from 'vitest';
import { newTotpSecret, TOTP_PERIOD } from '../totp';
import { totpCode, unusedTotpCode } from './totp';

describe('unusedTotpCode', () => {
  it('hands out this step’s code, then the next step’s, never the same one twice', async () => {
    const secret = newTotpSecret();
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD);
    const first = await unusedTotpCode(secret);
    const second = await unusedTotpCode(secret);
    const at = (n: number) => totpCode(secret, n * TOTP_PERIOD * 1000);
    // The step may turn between the two reads of the clock; either way the codes are of consecutive unused steps.
    expect([at(step), at(step + 1)]).toContain(first);
    expect(second).not.toBe(first);
    expect([at(step + 1), at(step + 2)]).toContain(second);
  });

  it('gives another secret its own steps', async () => {
    const [a, b] = [newTotpSecret(), newTotpSecret()];
    await unusedTotpCode(a);
    const before = Date.now();
    const code = await unusedTotpCode(b);
    expect([totpCode(b, before), totpCode(b)]).toContain(code);
  });
});
