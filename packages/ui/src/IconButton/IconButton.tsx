import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { iconButton } from './IconButton.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth' | 'aria-label'> {
  /** What the button does, for people who cannot see the icon: required, since there is no visible text. */
  label: string;
  /** The icon, drawn decoratively (an `Icon` or any SVG); the label names the button. */
  children: ReactNode;
}

/** A square button that shows only an icon; its `label` is its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, size = 'md', variant = 'ghost', tone = 'neutral', className, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      aria-label={label}
      title={label}
      size={size}
      variant={variant}
      tone={tone}
      className={[iconButton[size], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Button>
  );
});
