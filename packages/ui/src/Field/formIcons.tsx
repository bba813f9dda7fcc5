import type { SVGProps } from 'react';

// The few glyphs the form controls draw, inline so the controls need no icon set. Decorative: always aria-hidden.
type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Glyph({ size = 16, d, strokeWidth = 2, ...rest }: GlyphProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

/** A check mark. */
export const CheckGlyph = (props: GlyphProps) => <Glyph d="M20 6 9 17l-5-5" strokeWidth={3} {...props} />;
/** A horizontal bar, for a checkbox in the mixed state. */
export const MinusGlyph = (props: GlyphProps) => <Glyph d="M5 12h14" strokeWidth={3} {...props} />;
/** A chevron pointing down. */
export const ChevronDownGlyph = (props: GlyphProps) => <Glyph d="m6 9 6 6 6-6" {...props} />;
/** A chevron pointing up. */
export const ChevronUpGlyph = (props: GlyphProps) => <Glyph d="m18 15-6-6-6 6" {...props} />;
/** An arrow leaving a box: the link opens elsewhere. */
export const ExternalGlyph = (props: GlyphProps) => (
  <Glyph d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" {...props} />
);
