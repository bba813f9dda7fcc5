import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as styles from './DropdownMenu.css';

function cx(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** Props of {@link Root}. */
export type RootProps = MenuPrimitive.DropdownMenuProps;

/** A menu of actions: put a `Trigger` and a `Content` inside. Arrow keys, typeahead, Enter and Escape work out of the box. */
export const Root = MenuPrimitive.Root;

/** Props of {@link Trigger}. */
export type TriggerProps = MenuPrimitive.DropdownMenuTriggerProps;

/** Opens the menu on click, Enter, Space or ArrowDown; use `asChild` around a `Button`. Focus returns here on close. */
export const Trigger = MenuPrimitive.Trigger;

/** Props of {@link Group}. */
export type GroupProps = MenuPrimitive.DropdownMenuGroupProps;

/** Groups related items (give it `aria-labelledby` pointing at a `Label`, or just place a `Label` before it). */
export const Group = MenuPrimitive.Group;

/** Props of {@link Content}. */
export type ContentProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Content>;

/** The menu panel, portalled above the page (and above dialogs) next to its trigger. */
export const Content = forwardRef<ComponentRef<typeof MenuPrimitive.Content>, ContentProps>(function Content(
  { className, sideOffset = 4, align = 'start', collisionPadding = 8, ...rest },
  ref,
) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        ref={ref}
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        {...rest}
      />
    </MenuPrimitive.Portal>
  );
});

/** Props of {@link Item}. */
export interface ItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Item> {
  /** `destructive` paints the item in the error colour, for actions such as "Delete worker". */
  tone?: 'default' | 'destructive';
}

/** One action; `onSelect` runs on click, Enter or Space and then the menu closes (call `event.preventDefault()` to keep it open). */
export const Item = forwardRef<ComponentRef<typeof MenuPrimitive.Item>, ItemProps>(function Item(
  { className, tone, ...rest },
  ref,
) {
  return <MenuPrimitive.Item ref={ref} className={cx(styles.item({ tone }), className)} {...rest} />;
});

/** Props of {@link CheckboxItem}. */
export type CheckboxItemProps = ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>;

/** An item that toggles an option on and off (`checked`, `onCheckedChange`), shown with a check mark. */
export const CheckboxItem = forwardRef<ComponentRef<typeof MenuPrimitive.CheckboxItem>, CheckboxItemProps>(
  function CheckboxItem({ className, children, ...rest }, ref) {
    return (
      <MenuPrimitive.CheckboxItem
        ref={ref}
        className={cx(styles.item({ indicator: true }), className)}
        {...rest}
      >
        <MenuPrimitive.ItemIndicator className={styles.indicator}>
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
        </MenuPrimitive.ItemIndicator>
        {children}
      </MenuPrimitive.CheckboxItem>
    );
  },
);

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = MenuPrimitive.DropdownMenuRadioGroupProps;

/** A set of `RadioItem`s of which one is chosen (`value`, `onValueChange`). */
export const RadioGroup = MenuPrimitive.RadioGroup;

/** Props of {@link RadioItem}. */
export type RadioItemProps = ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem>;

/** One choice of a `RadioGroup`, shown with a dot when chosen. */
export const RadioItem = forwardRef<ComponentRef<typeof MenuPrimitive.RadioItem>, RadioItemProps>(
  function RadioItem({ className, children, ...rest }, ref) {
    return (
      <MenuPrimitive.RadioItem
        ref={ref}
        className={cx(styles.item({ indicator: true }), className)}
        {...rest}
      >
        <MenuPrimitive.ItemIndicator className={styles.indicator}>
          <span className={styles.radioDot} />
        </MenuPrimitive.ItemIndicator>
        {children}
      </MenuPrimitive.RadioItem>
    );
  },
);

/** Props of {@link Label}. */
export type LabelProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Label>;

/** A small heading over a group of items; not focusable. */
export const Label = forwardRef<ComponentRef<typeof MenuPrimitive.Label>, LabelProps>(function Label(
  { className, ...rest },
  ref,
) {
  return <MenuPrimitive.Label ref={ref} className={cx(styles.label, className)} {...rest} />;
});

/** Props of {@link Separator}. */
export type SeparatorProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>;

/** A line between groups of items. */
export const Separator = forwardRef<ComponentRef<typeof MenuPrimitive.Separator>, SeparatorProps>(
  function Separator({ className, ...rest }, ref) {
    return <MenuPrimitive.Separator ref={ref} className={cx(styles.separator, className)} {...rest} />;
  },
);
