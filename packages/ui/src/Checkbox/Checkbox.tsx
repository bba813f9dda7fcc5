import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Field, useField } from '../Field/Field';
import * as styles from './Checkbox.css';

/** Ticked, unticked, or `'indeterminate'` (some of a group ticked). */
export type CheckedState = boolean | 'indeterminate';

/** Props of {@link Checkbox}; other props go to the `<input>`, except `className` and `style` (the field's root). */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'children'
> {
  /** The visible label beside the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the label; marks the checkbox invalid. */
  error?: ReactNode;
  /** Whether it is ticked, when controlled; `'indeterminate'` shows the mixed state. */
  checked?: CheckedState;
  /** Whether it starts ticked, when uncontrolled; `'indeterminate'` starts in the mixed state. */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user toggles it; from the mixed state a toggle ticks it. */
  onCheckedChange?: (checked: boolean) => void;
}

// Layout effects do not run on the server; the mixed state is a DOM property only, set before the first paint.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/**
 * A labelled checkbox on a native `<input type="checkbox">` with hint and error: Space toggles it, it submits
 * with forms and works before JavaScript runs. `checked="indeterminate"` shows the mixed state. The ref is the input's.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    checked,
    defaultChecked,
    onCheckedChange,
    onChange,
    id,
    required,
    disabled,
    className,
    style,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { ids, controlProps } = useField({ id, hint, error, required, describedBy: ariaDescribedBy });
  const inputRef = useRef<HTMLInputElement>(null);
  // The caller's ref gets the same input this component sets the mixed state on.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const controlled = checked !== undefined;

  // HTML has no attribute for the mixed state, only the `indeterminate` property. Uncontrolled, it is set once at
  // mount; afterwards the state is the browser's.
  const startsMixed = useRef(!controlled && defaultChecked === 'indeterminate');
  useIsomorphicLayoutEffect(() => {
    if (!inputRef.current) return;
    if (controlled) inputRef.current.indeterminate = checked === 'indeterminate';
    else if (startsMixed.current) inputRef.current.indeterminate = true;
    startsMixed.current = false;
  }, [checked, controlled]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
    // A click clears `indeterminate`; a controlled one stays mixed until its owner says otherwise (React restores
    // `checked` itself, but not this property, and the effect above only runs when the prop changes).
    if (checked === 'indeterminate') event.target.indeterminate = true;
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      layout="inline"
      className={className}
      style={style}
    >
      <input
        ref={inputRef}
        type="checkbox"
        className={styles.box}
        checked={controlled ? checked === true : undefined}
        defaultChecked={controlled ? undefined : defaultChecked === true}
        onChange={handleChange}
        required={required}
        disabled={disabled}
        {...rest}
        {...controlProps}
      />
    </Field>
  );
});
