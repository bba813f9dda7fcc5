import type { StepUpChallenge } from '@lode/auth';
import { useLocale } from '@lode/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useAppAuth } from '../useAuth';

// A change the pool API will only make after a fresh second factor (RFC 9470) is confirmed at the identity provider:
// the form keeps what was typed in the step-up's `resume`, the browser goes to the provider and comes back to the same
// page, and the form that asked takes its draft back and sends the change once more.

/** What a form keeps across a step-up: which form asked (`form`, unique on its page) and what it held. */
interface Resume<D> {
  form: string;
  draft: D;
}

/** How the confirmation a form asked for came back. */
export interface ReturnedStepUp<D> {
  /** `done`: confirmed (send the change again, once); `cancelled` or `failed`: nothing changed. */
  status: 'done' | 'cancelled' | 'failed';
  /** What the form held when it asked. */
  draft: D;
  /** Confirmed without a second factor: the provider could only ask for the password (none is set up). */
  withoutSecondFactor: boolean;
}

const isResume = (value: unknown): value is Resume<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { form?: unknown }).form === 'string';

/**
 * The step-up `form` asked for before the provider sent the browser back, taken once from the sign-in state (so a
 * second render, or another form on the page, does not act on it again); null when there is none.
 */
export function useReturnedStepUp<D>(form: string): ReturnedStepUp<D> | null {
  const auth = useAppAuth();
  const result = auth.stepUpResult;
  const mine = result && isResume(result.resume) && result.resume.form === form ? result : undefined;
  const [returned, setReturned] = useState<{ from: unknown; value: ReturnedStepUp<D> } | null>(null);
  // Adjusted while rendering, as React advises: the result becomes this form's once, whatever renders follow.
  if (mine && isResume(mine.resume) && returned?.from !== mine) {
    setReturned({
      from: mine,
      value: {
        status: mine.status,
        draft: mine.resume.draft as D,
        withoutSecondFactor: mine.status === 'done' && mine.acr !== undefined && Number(mine.acr) < 2,
      },
    });
  }
  useEffect(() => {
    if (mine) auth.takeStepUp?.();
  }, [auth, mine]);
  return returned?.value ?? null;
}

/**
 * Starts a step-up for `form` with what the API's challenge asked for, keeping `draft`; the browser leaves for the
 * identity provider. Rejects when sign-in cannot do it (no provider, nobody signed in).
 */
export function useStartStepUp(): <D>(challenge: StepUpChallenge, form: string, draft: D) => Promise<void> {
  const auth = useAppAuth();
  const locale = useLocale();
  return useCallback(
    async (challenge, form, draft) => {
      if (!auth.stepUp) throw new Error('sign-in cannot ask for a second factor here');
      const resume: Resume<typeof draft> = { form, draft };
      await auth.stepUp({ ...challenge, locale, resume });
    },
    [auth, locale],
  );
}
