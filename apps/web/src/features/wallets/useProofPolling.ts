import { useEffect, useRef } from 'react';
import { proofCheckMs } from './walletState';

/**
 * Calls `check` every `everyMs` while `active` and the tab is visible: a pending proof is found by reading the
 * wallets again, and the cabinet's own background refresh pauses while the live stream is open, so it cannot be
 * relied on here. A failed check is left to the read's own error state.
 */
export function useProofPolling(
  active: boolean,
  check: () => Promise<unknown>,
  everyMs = proofCheckMs,
): void {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void latest.current().catch(() => undefined);
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
}
