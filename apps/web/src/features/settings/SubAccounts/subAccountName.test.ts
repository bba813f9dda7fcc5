import { describe, expect, it } from 'vitest';
import { subAccountNameProblem } from './subAccountName';

describe('sub-account names', () => {
  it('accepts 3 to 32 lower-case letters, digits, hyphens and underscores', () => {
    for (const name of ['abc', 'site-2', 'north_farm', '007', 'a'.repeat(32), '-_-'])
      expect(subAccountNameProblem(name), name).toBeNull();
  });

  it('asks for a name when there is none', () => {
    expect(subAccountNameProblem('')).toEqual({ kind: 'required' });
  });

  it('says a name is too short or too long', () => {
    expect(subAccountNameProblem('ab')).toEqual({ kind: 'tooShort' });
    expect(subAccountNameProblem('a'.repeat(33))).toEqual({ kind: 'tooLong' });
  });

  it('asks for lower case when only capitals are in the way', () => {
    expect(subAccountNameProblem('North')).toEqual({ kind: 'uppercase' });
    expect(subAccountNameProblem('AB')).toEqual({ kind: 'uppercase' });
  });

  it('names each character it does not allow once, in the order typed', () => {
    expect(subAccountNameProblem('my farm.1 x')).toEqual({ kind: 'characters', characters: [' ', '.'] });
    expect(subAccountNameProblem('ферма')).toEqual({
      kind: 'characters',
      characters: ['ф', 'е', 'р', 'м', 'а'],
    });
    expect(subAccountNameProblem('Site #2')).toEqual({ kind: 'characters', characters: ['S', ' ', '#'] });
  });

  it('counts characters, not UTF-16 units, so an emoji is one refused character', () => {
    expect(subAccountNameProblem('ab😀')).toEqual({ kind: 'characters', characters: ['😀'] });
  });
});
