// The rule the pool API holds every sub-account name to (`^[a-z0-9_-]{3,32}$`), checked as the user types so the
// form can say why a name will be refused before it is sent.

/** Shortest and longest sub-account name the API takes. */
export const subAccountNameLength = { min: 3, max: 32 } as const;

const allowed = /^[a-z0-9_-]$/;

/** Why a name cannot be a sub-account's name, the first reason that applies. */
export type SubAccountNameProblem =
  | { kind: 'required' }
  | { kind: 'uppercase' }
  | { kind: 'characters'; characters: string[] }
  | { kind: 'tooShort' }
  | { kind: 'tooLong' };

/**
 * What is wrong with `name` as a sub-account name, or null when the API will take it. The characters it does not
 * allow come first, each once, in the order typed: they are what the user must change, whatever the length.
 */
export function subAccountNameProblem(name: string): SubAccountNameProblem | null {
  if (name === '') return { kind: 'required' };
  const refused = [...new Set([...name].filter((c) => !allowed.test(c)))];
  if (refused.length > 0)
    return refused.every((c) => allowed.test(c.toLowerCase()))
      ? { kind: 'uppercase' }
      : { kind: 'characters', characters: refused };
  if (name.length < subAccountNameLength.min) return { kind: 'tooShort' };
  if (name.length > subAccountNameLength.max) return { kind: 'tooLong' };
  return null;
}
