import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import * as styles from './Tooltip.css';

// Lets a Tooltip tell whether an app-wide provider is above it; without one it brings its own.
const ProviderPresent = createContext(false);

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  /** The tooltips of the app. */
  children: ReactNode;
  /** Milliseconds the pointer rests on a trigger before its tooltip opens (keyboard focus opens it at once). */
  delayDuration?: number;
  /** Milliseconds after one tooltip closes during which the next one opens without delay. */
  skipDelayDuration?: number;
}

/** Shares open delays between tooltips, so moving along a toolbar shows each tooltip at once; put it near the root. */
export function TooltipProvider({
  children,
  delayDuration = 400,
  skipDelayDuration = 300,
}: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <ProviderPresent.Provider value={true}>{children}</ProviderPresent.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint. Keep it short, and never the only place of essential information: touch screens never show it. */
  content: ReactNode;
  /** One focusable element that accepts a ref, such as a `Button` or an icon button with an `aria-label`. */
  children: ReactElement;
  /** The side of the trigger it prefers; it flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it opens, overriding the provider's. */
  delayDuration?: number;
  /** Whether it is open, when the caller controls it. */
  open?: boolean;
  /** Whether it starts open. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A hint on hover and keyboard focus; Escape closes it. The text describes the trigger (`aria-describedby`) while open.
 * A disabled button gets no pointer events: wrap it in a focusable element to give it a tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const hasProvider = useContext(ProviderPresent);
  const tooltip = (
    <TooltipPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          className={styles.content}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
