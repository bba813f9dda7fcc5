import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as styles from './Tabs.css';

function cx(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/** Props of {@link Root}. */
export type RootProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Root>;

/** A set of tabs: give it `defaultValue` (or `value` and `onValueChange`) and put a `List` and one `Content` per tab inside. */
export const Root = forwardRef<ComponentRef<typeof TabsPrimitive.Root>, RootProps>(function Root(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Root ref={ref} className={cx(styles.root, className)} {...rest} />;
});

/** Props of {@link List}. */
export type ListProps = ComponentPropsWithoutRef<typeof TabsPrimitive.List>;

/** The row of tab triggers; arrow keys move between them, and it scrolls sideways when it does not fit. */
export const List = forwardRef<ComponentRef<typeof TabsPrimitive.List>, ListProps>(function List(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={cx(styles.list, className)} {...rest} />;
});

/** Props of {@link Trigger}. */
export interface TriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** A count shown as a badge after the label, e.g. the number of workers online; part of the tab's accessible name. */
  count?: number | string;
}

/** One tab; `value` ties it to the `Content` it shows and becomes part of element ids, so keep it free of spaces. */
export const Trigger = forwardRef<ComponentRef<typeof TabsPrimitive.Trigger>, TriggerProps>(function Trigger(
  { className, count, children, ...rest },
  ref,
) {
  return (
    <TabsPrimitive.Trigger ref={ref} className={cx(styles.trigger, className)} {...rest}>
      {children}
      {count === undefined ? null : (
        <>
          {/* The space keeps the label and the count apart in the accessible name ("Online 12", not "Online12"). */}{' '}
          <span className={styles.count}>{count}</span>
        </>
      )}
    </TabsPrimitive.Trigger>
  );
});

/** Props of {@link Content}. */
export type ContentProps = ComponentPropsWithoutRef<typeof TabsPrimitive.Content>;

/** The panel of one tab, shown while its trigger is active. */
export const Content = forwardRef<ComponentRef<typeof TabsPrimitive.Content>, ContentProps>(function Content(
  { className, ...rest },
  ref,
) {
  return <TabsPrimitive.Content ref={ref} className={cx(styles.content, className)} {...rest} />;
});
