import { describe, expect, it } from 'vitest';
import { parseStepUpChallenge, stepUpParameters } from './stepUp';

describe('the step-up challenge (RFC 9470)', () => {
  it('reads acr_values and max_age from an insufficient_user_authentication challenge', () => {
    expect(
      parseStepUpChallenge(
        'Bearer error="insufficient_user_authentication", error_description="A second factor is required for this change", acr_values="2", max_age=300',
      ),
    ).toEqual({ acrValues: '2', maxAge: 300 });
  });

  it('finds the Bearer challenge among others and takes quoted or bare values', () => {
    expect(
      parseStepUpChallenge(
        'Basic realm="x", Bearer realm="lode", error=insufficient_user_authentication, acr_values="2 1", max_age="60"',
      ),
    ).toEqual({ acrValues: '2 1', maxAge: 60 });
    expect(
      parseStepUpChallenge(
        'Bearer error="insufficient_user_authentication", error_description="a \\"quoted\\", text", max_age=5',
      ),
    ).toEqual({ maxAge: 5 });
  });

  it('is null for every other answer: an expired token, another scheme, nothing', () => {
    expect(parseStepUpChallenge('Bearer realm="lode", error="invalid_token"')).toBeNull();
    expect(parseStepUpChallenge('Basic realm="lode"')).toBeNull();
    expect(parseStepUpChallenge('')).toBeNull();
    expect(parseStepUpChallenge(null)).toBeNull();
  });

  it('ignores a max_age that is not a whole number of seconds', () => {
    expect(
      parseStepUpChallenge('Bearer error="insufficient_user_authentication", acr_values="2", max_age=-3'),
    ).toEqual({ acrValues: '2' });
  });

  it('asks the provider for acr 2 unless told otherwise, and for max_age only when given', () => {
    expect(stepUpParameters({})).toEqual({ acr_values: '2' });
    expect(stepUpParameters({ acrValues: '2', maxAge: 300 })).toEqual({ acr_values: '2', max_age: '300' });
  });
});
