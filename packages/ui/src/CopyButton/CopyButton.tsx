import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { copyText } from './copyText';

/** How long the "Copied" confirmation stays before the button resets. */
export const copiedResetMs = 1000;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading' | 'asChild'> {
  /** The text put on the clipboard. */
  value: string;
  /** Label before copying, e.g. "Copy address". */
  label?: string;
  /** Label for a moment after copying. */
  copiedLabel?: string;
  /** Label for a moment when the browser refused to copy. */
  failedLabel?: string;
  /** Called after a successful copy. */
  onCopied?: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value (an address, a stratum URL, an API key) and confirms with "Copied" for one second. */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  onCopied,
  variant = 'soft',
  tone = 'neutral',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(value);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), copiedResetMs);
  };

  const text = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <>
      <Button
        variant={variant}
        tone={state === 'failed' ? 'error' : state === 'copied' ? 'success' : tone}
        size={size}
        onClick={copy}
        data-state={state}
        {...rest}
      >
        {text}
      </Button>
      {/* Announced once per copy; the button's own name changing is not reliably read out. */}
      <VisuallyHidden role="status">{state === 'idle' ? '' : text}</VisuallyHidden>
    </>
  );
}
