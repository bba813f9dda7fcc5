import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { lines as linesClass, skeleton } from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Shape: `block` for cards and charts, `text` for lines of text, `circle` for avatars and icons. */
  variant?: 'block' | 'text' | 'circle';
  /** Width (a number is px). Defaults to the full width, or to `height` for a circle. */
  width?: number | string;
  /** Height (a number is px). Defaults to 48 px for a block, one line for text, `width` for a circle. */
  height?: number | string;
  /** Number of text lines; the last one is shorter, like the end of a paragraph. Only for `text`. */
  lines?: number;
}

const defaultBlockHeight = 48;

/**
 * A placeholder of fixed size that pulses while data loads, so nothing moves when the data arrives.
 * Hidden from screen readers: announce loading elsewhere (`aria-busy` on the region, a labelled Spinner).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'block', width, height, lines = 1, className, style, ...rest },
  ref,
) {
  const classes = [skeleton({ variant }), className].filter(Boolean).join(' ');
  const size: CSSProperties =
    variant === 'circle'
      ? { width: width ?? height ?? defaultBlockHeight, height: height ?? width ?? defaultBlockHeight }
      : variant === 'text'
        ? { width: width ?? '100%', ...(height === undefined ? {} : { height }) }
        : { width: width ?? '100%', height: height ?? defaultBlockHeight };

  if (variant === 'text' && lines > 1) {
    return (
      <span
        ref={ref}
        className={[linesClass, className].filter(Boolean).join(' ')}
        aria-hidden="true"
        {...rest}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={skeleton({ variant })}
            style={{ ...size, ...style, ...(index === lines - 1 ? { width: '60%' } : {}) }}
          />
        ))}
      </span>
    );
  }

  return <span ref={ref} className={classes} style={{ ...size, ...style }} aria-hidden="true" {...rest} />;
});
