import type { StepUpChallenge } from '@lode/auth';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError } from '../../pool';
import { useAppAuth } from '../useAuth';
import { SecondFactorNotice, type SecondFactorState } from './SecondFactorNotice';
import { useReturnedStepUp, useStartStepUp, type ReturnedStepUp } from './stepUp';

/** What a form keeps across a step-up: its draft and what the pool asked for. */
interface Kept<D> {
  draft: D;
  challenge: StepUpChallenge;
}

/** What {@link useSecondFactor} gives a form. */
export interface SecondFactor<D> {
  /** The notice to show above the form's buttons (null while the pool has not asked). */
  notice: ReactNode;
  /** Whether `error` was the pool asking for a second factor; then the notice says so, keeping `draft`. */
  caught(error: unknown, draft: D): boolean;
  /** A draft back from a confirmed second factor: the form sends it once more, then calls `retried`. */
  retry: D | null;
  /** The form has sent `retry` again. */
  retried(): void;
  /** Forgets the notice (the form was changed or sent again). */
  clear(): void;
}

/**
 * The part of a form whose change the pool makes only after a fresh second factor (RFC 9470): it catches the pool's
 * challenge, says so, keeps the draft while the sign-in service confirms, gives the draft back when the browser
 * returns (`restore`) and, when confirmed, hands it to the form to send again once (`retry`). Back from confirming
 * and refused again, it tells why: no second factor set up, or the confirmation too old.
 */
export function useSecondFactor<D>(form: string, restore: (draft: D) => void): SecondFactor<D> {
  const { accountUrl } = useAppAuth();
  const start = useStartStepUp();
  const returned = useReturnedStepUp<Kept<D>>(form);
  const [status, setStatus] = useState<{ state: SecondFactorState; kept: Kept<D> } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [retry, setRetry] = useState<D | null>(null);
  // The confirmation that came back, while its draft is sent again: a refusal then says why it did not count.
  const [confirmed, setConfirmed] = useState<ReturnedStepUp<Kept<D>> | null>(null);
  const [taken, setTaken] = useState<ReturnedStepUp<Kept<D>> | null>(null);
  // Adjusted while rendering, as React advises: the draft goes back into the form's fields, once.
  if (returned && taken !== returned) {
    setTaken(returned);
    restore(returned.draft.draft);
    if (returned.status === 'done') {
      setConfirmed(returned);
      setRetry(returned.draft.draft);
    } else setStatus({ state: returned.status, kept: returned.draft });
  }

  const caught = (error: unknown, draft: D) => {
    const back = confirmed;
    setConfirmed(null);
    if (!(error instanceof ApiError) || !error.stepUp) return false;
    const state: SecondFactorState = !back ? 'needed' : back.withoutSecondFactor ? 'no-factor' : 'refused';
    setStatus({ state, kept: { draft, challenge: error.stepUp } });
    return true;
  };

  const confirm = () => {
    if (!status) return;
    setLeaving(true);
    start(status.kept.challenge, form, status.kept).catch(() => {
      setLeaving(false);
      setStatus({ ...status, state: 'unavailable' });
    });
  };

  return {
    notice: status ? (
      <SecondFactorNotice state={status.state} onConfirm={confirm} busy={leaving} accountUrl={accountUrl} />
    ) : null,
    caught,
    retry,
    retried: useCallback(() => setRetry(null), []),
    clear: useCallback(() => setStatus(null), []),
  };
}
