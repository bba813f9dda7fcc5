import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { showInTopLayer, useFloatingPosition, type Align, type Side } from '../internal/floating';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './DropdownMenu.css';

function cx(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

type FocusTarget = 'first' | 'last' | 'menu';

interface MenuState {
  open: boolean;
  /** Opens (focusing an item or the menu itself) or closes; closing returns focus to the trigger. */
  setOpen: (open: boolean, focus?: FocusTarget) => void;
  focusOnOpen: RefObject<FocusTarget>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  contentId: string;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error(`DropdownMenu.${part} must be inside a DropdownMenu.Root.`);
  return state;
}

/** Props of {@link Root}. */
export interface RootProps {
  /** A `Trigger` and a `Content`. */
  children?: ReactNode;
  /** Whether the menu is open, when the caller controls it. */
  open?: boolean;
  /** Whether the menu starts open. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A menu of actions: put a `Trigger` and a `Content` inside. Arrow keys, typeahead, Enter and Escape work out of the box. */
export function Root({ children, open: openProp, defaultOpen = false, onOpenChange }: RootProps) {
  const [open, setOpenState] = useControllableState(openProp, defaultOpen, onOpenChange);
  const focusOnOpen = useRef<FocusTarget>('first');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const setOpen = useCallback(
    (next: boolean, focus: FocusTarget = 'first') => {
      focusOnOpen.current = focus;
      setOpenState(next);
      if (!next) triggerRef.current?.focus();
    },
    [setOpenState],
  );
  const state = useMemo(
    () => ({ open, setOpen, focusOnOpen, triggerRef, triggerId: `${id}-trigger`, contentId: `${id}-menu` }),
    [open, setOpen, id],
  );
  return <MenuContext.Provider value={state}>{children}</MenuContext.Provider>;
}

/** Props of {@link Trigger}. */
export interface TriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Give the trigger's behaviour to the single child (e.g. a `Button`) instead of rendering a button. */
  asChild?: boolean;
}

/** Opens the menu on click, Enter, Space or ArrowDown; use `asChild` around a `Button`. Focus returns here on close. */
export const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger(
  { asChild = false, onClick, onKeyDown, ...rest },
  ref,
) {
  const { open, setOpen, triggerRef, triggerId, contentId } = useMenu('Trigger');
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement);
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={triggerRef}
      id={triggerId}
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // A click from the keyboard (detail 0) focuses the first item; one from a pointer focuses the menu.
        if (!event.defaultPrevented) setOpen(!open, event.detail === 0 ? 'first' : 'menu');
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          setOpen(true, event.key === 'ArrowUp' ? 'last' : 'first');
        }
      }}
      {...rest}
    />
  );
});

const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])';
const typeaheadResetMs = 700;

/** Props of {@link Content}. */
export interface ContentProps extends HTMLAttributes<HTMLDivElement> {
  /** The side of the trigger it prefers; it flips when there is no room. */
  side?: Side;
  /** Alignment along that side. */
  align?: Align;
  /** Distance from the trigger in pixels. */
  sideOffset?: number;
}

/**
 * The menu panel, drawn in the browser's top layer (above dialogs too) next to its trigger. Arrow keys move between
 * items and wrap, Home and End jump, typing finds an item, Escape and Tab close it, as does a click outside.
 */
export const Content = forwardRef<HTMLDivElement, ContentProps>(function Content(
  { side = 'bottom', align = 'start', sideOffset = 4, className, onKeyDown, children, ...rest },
  ref,
) {
  const { open, setOpen, focusOnOpen, triggerRef, triggerId, contentId } = useMenu('Content');
  const menu = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => menu.current as HTMLDivElement);
  const typed = useRef({ text: '', at: 0 });

  useFloatingPosition(open, triggerRef, menu, { side, align, offset: sideOffset });

  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    showInTopLayer(element);
    typed.current = { text: '', at: 0 };
    const items = element.querySelectorAll<HTMLElement>(itemSelector);
    const target = focusOnOpen.current;
    (target === 'menu' ? element : target === 'last' ? items[items.length - 1] : items[0])?.focus();

    const closeOnOutsidePointer = (event: PointerEvent) => {
      const node = event.target as Node;
      if (element.contains(node) || triggerRef.current?.contains(node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer, true);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer, true);
  }, [open, focusOnOpen, triggerRef, setOpen]);

  if (!open) return null;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector));
    if (items.length === 0) return false;
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowDown':
        next = current < 0 ? 0 : (current + 1) % items.length;
        break;
      case 'ArrowUp':
        next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
        break;
      case 'Home':
      case 'PageUp':
        next = 0;
        break;
      case 'End':
      case 'PageDown':
        next = items.length - 1;
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Typeahead: letters typed in quick succession build a prefix; the search starts after the current item.
          const now = Date.now();
          const text =
            (now - typed.current.at > typeaheadResetMs ? '' : typed.current.text) + event.key.toLowerCase();
          typed.current = { text, at: now };
          if (text === ' ') return false;
          const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
          const found = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(text));
          if (found) next = items.indexOf(found);
        } else {
          return false;
        }
    }
    if (next !== null) items[next]?.focus();
    return true;
  };

  return (
    <div
      ref={menu}
      id={contentId}
      role="menu"
      aria-labelledby={triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      popover="manual"
      data-state="open"
      className={cx(styles.content, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Escape') {
          // Handled here, so a dialog around the menu stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (event.key === 'Tab') {
          event.preventDefault();
          setOpen(false);
        } else if (move(event)) {
          event.preventDefault();
        }
      }}
      {...rest}
    >
      {children}
    </div>
  );
});

/** What an item's `onSelect` receives: `preventDefault()` keeps the menu open. */
export type SelectEvent = Event;

interface ItemBaseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** Shown but not choosable; skipped by the arrow keys. */
  disabled?: boolean;
  /** Runs on click, Enter or Space; the menu then closes unless `event.preventDefault()` is called. */
  onSelect?: (event: SelectEvent) => void;
}

const ItemBase = forwardRef<HTMLDivElement, ItemBaseProps & { role: string }>(function ItemBase(
  { disabled = false, onSelect, onClick, onKeyDown, onPointerMove, ...rest },
  ref,
) {
  const { setOpen } = useMenu('Item');
  const select = () => {
    if (disabled) return;
    const event = new Event('menu.select', { cancelable: true });
    onSelect?.(event);
    if (!event.defaultPrevented) setOpen(false);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the caller gives every ItemBase its menuitem role
    <div
      ref={ref}
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          select();
        }
      }}
      // The pointer and the keyboard share one highlight: the focused item.
      onPointerMove={(event) => {
        onPointerMove?.(event);
        if (!disabled && document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      {...rest}
    />
  );
});

/** Props of {@link Item}. */
export interface ItemProps extends ItemBaseProps {
  /** `destructive` paints the item in the error colour, for actions such as "Delete worker". */
  tone?: 'default' | 'destructive';
}

/** One action; `onSelect` runs on click, Enter or Space and then the menu closes (call `event.preventDefault()` to keep it open). */
export const Item = forwardRef<HTMLDivElement, ItemProps>(function Item({ className, tone, ...rest }, ref) {
  return <ItemBase ref={ref} role="menuitem" className={cx(styles.item({ tone }), className)} {...rest} />;
});

function CheckMark() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/** Props of {@link CheckboxItem}. */
export interface CheckboxItemProps extends ItemBaseProps {
  /** Whether the option is on. */
  checked?: boolean;
  /** Called with the new state when the item is chosen. */
  onCheckedChange?: (checked: boolean) => void;
}

/** An item that toggles an option on and off (`checked`, `onCheckedChange`), shown with a check mark. */
export const CheckboxItem = forwardRef<HTMLDivElement, CheckboxItemProps>(function CheckboxItem(
  { className, children, checked = false, onCheckedChange, onSelect, ...rest },
  ref,
) {
  return (
    <ItemBase
      ref={ref}
      role="menuitemcheckbox"
      aria-checked={checked}
      className={cx(styles.item({ indicator: true }), className)}
      onSelect={(event) => {
        onCheckedChange?.(!checked);
        onSelect?.(event);
      }}
      {...rest}
    >
      {checked ? (
        <span className={styles.indicator}>
          <CheckMark />
        </span>
      ) : null}
      {children}
    </ItemBase>
  );
});

const RadioContext = createContext<{ value?: string; onValueChange?: (value: string) => void }>({});

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** The value of the chosen `RadioItem`. */
  value?: string;
  /** Called with the value of the item chosen. */
  onValueChange?: (value: string) => void;
}

/** A set of `RadioItem`s of which one is chosen (`value`, `onValueChange`). */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { value, onValueChange, ...rest },
  ref,
) {
  const context = useMemo(() => ({ value, onValueChange }), [value, onValueChange]);
  return (
    <RadioContext.Provider value={context}>
      <div ref={ref} role="group" {...rest} />
    </RadioContext.Provider>
  );
});

/** Props of {@link RadioItem}. */
export interface RadioItemProps extends ItemBaseProps {
  /** The value this item stands for. */
  value: string;
}

/** One choice of a `RadioGroup`, shown with a dot when chosen. */
export const RadioItem = forwardRef<HTMLDivElement, RadioItemProps>(function RadioItem(
  { className, children, value, onSelect, ...rest },
  ref,
) {
  const group = useContext(RadioContext);
  const checked = group.value === value;
  return (
    <ItemBase
      ref={ref}
      role="menuitemradio"
      aria-checked={checked}
      className={cx(styles.item({ indicator: true }), className)}
      onSelect={(event) => {
        group.onValueChange?.(value);
        onSelect?.(event);
      }}
      {...rest}
    >
      {checked ? (
        <span className={styles.indicator}>
          <span className={styles.radioDot} />
        </span>
      ) : null}
      {children}
    </ItemBase>
  );
});

/** Props of {@link Group}. */
export type GroupProps = HTMLAttributes<HTMLDivElement>;

/** Groups related items (give it `aria-labelledby` pointing at a `Label`, or just place a `Label` before it). */
export const Group = forwardRef<HTMLDivElement, GroupProps>(function Group(props, ref) {
  return <div ref={ref} role="group" {...props} />;
});

/** Props of {@link Label}. */
export type LabelProps = HTMLAttributes<HTMLDivElement>;

/** A small heading over a group of items; not focusable. */
export const Label = forwardRef<HTMLDivElement, LabelProps>(function Label({ className, ...rest }, ref) {
  return <div ref={ref} className={cx(styles.label, className)} {...rest} />;
});

/** Props of {@link Separator}. */
export type SeparatorProps = HTMLAttributes<HTMLDivElement>;

/** A line between groups of items. */
export const Separator = forwardRef<HTMLDivElement, SeparatorProps>(function Separator(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} role="separator" className={cx(styles.separator, className)} {...rest} />;
});
