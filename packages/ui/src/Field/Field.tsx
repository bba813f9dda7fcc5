import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Field.css';

/** True when a hint or error slot has something to show (not null, undefined, false or ''). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Options of {@link useField}. */
export interface UseFieldOptions {
  /** Id of the control; generated when absent. */
  id?: string;
  /** The hint, if any: the control is described by it. */
  hint?: ReactNode;
  /** The error message, if any: the control is described by it and marked invalid. */
  error?: ReactNode;
  /** Marks the control required for assistive technology. */
  required?: boolean;
  /** Ids of further elements describing the control, read before the hint and error. */
  describedBy?: string;
}

/** The ids that tie a control to its label, hint and error. */
export interface FieldIds {
  /** Id of the control the label points to. */
  control: string;
  /** Id of the label element. */
  label: string;
  /** Id of the hint element. */
  hint: string;
  /** Id of the error element. */
  error: string;
}

/** The accessibility props a control spreads onto itself. */
export interface FieldControlProps {
  /** The control's id, the target of the label's `htmlFor`. */
  id: string;
  /** The hint and error ids, when there is a hint or an error. */
  'aria-describedby': string | undefined;
  /** Set when there is an error. */
  'aria-invalid': true | undefined;
  /** Set when the field is required. */
  'aria-required': true | undefined;
}

/** The ids of a field and the props that wire its control to the label, hint and error. */
export function useField({ id, hint, error, required, describedBy }: UseFieldOptions): {
  ids: FieldIds;
  controlProps: FieldControlProps;
} {
  const generated = useId();
  const control = id ?? `field-${generated}`;
  const ids: FieldIds = {
    control,
    label: `${control}-label`,
    hint: `${control}-hint`,
    error: `${control}-error`,
  };
  const invalid = hasContent(error);
  const describedByIds = [
    describedBy,
    hasContent(hint) ? ids.hint : undefined,
    invalid ? ids.error : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    ids,
    controlProps: {
      id: control,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': invalid || undefined,
      'aria-required': required || undefined,
    },
  };
}

/** Props of {@link Field}. */
export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The ids from {@link useField}, shared with the control. */
  ids: FieldIds;
  /** The visible label of the control (or of the group). */
  label: ReactNode;
  /** Help text shown under the control. */
  hint?: ReactNode;
  /** Error message shown under the control and announced politely when it appears. */
  error?: ReactNode;
  /** Shows a required marker after the label (the control itself carries `aria-required`). */
  required?: boolean;
  /** Dims the label along with the control. */
  disabled?: boolean;
  /** `stacked`: label above a text-like control; `inline`: a checkbox or switch before its label; `group`: a label for a group of controls. */
  layout?: 'stacked' | 'inline' | 'group';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** The control: it spreads the `controlProps` of {@link useField}. */
  children: ReactNode;
}

/** The frame every form control shares: label, required marker, control, hint and error message. */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    ids,
    label,
    hint,
    error,
    required,
    disabled,
    layout = 'stacked',
    fullWidth,
    className,
    children,
    ...rest
  },
  ref,
) {
  const marker = required ? (
    // Decorative: the control's aria-required already tells assistive technology.
    <span className={styles.requiredMarker} aria-hidden="true">
      *
    </span>
  ) : null;
  const labelClass = styles.label({ layout });

  return (
    <div
      ref={ref}
      className={[styles.field({ layout, fullWidth }), className].filter(Boolean).join(' ')}
      data-layout={layout}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {/* Inline: the control comes first in reading order too, as it does on screen. */}
      {layout === 'inline' ? <div className={styles.inlineControl}>{children}</div> : null}
      {layout === 'group' ? (
        // A group has no single control to point a <label> at: the group names itself with aria-labelledby.
        <span id={ids.label} className={labelClass}>
          {label}
          {marker}
        </span>
      ) : (
        // A plain <label>: clicking it focuses or toggles the control natively, before any script has run.
        <label id={ids.label} htmlFor={ids.control} className={labelClass}>
          {label}
          {marker}
        </label>
      )}
      {layout === 'inline' ? null : children}
      {hasContent(hint) ? (
        <div id={ids.hint} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      <div id={ids.error} className={styles.error} aria-live="polite">
        {hasContent(error) ? error : null}
      </div>
    </div>
  );
});
