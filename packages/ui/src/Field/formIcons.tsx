import type { SVGProps } from 'react';
import { glyphPaths } from './glyphs';

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

/** A chevron pointing down. */
export const ChevronDownGlyph = (props: GlyphProps) => <Glyph d={glyphPaths.chevronDown} {...props} />;
/** An arrow leaving a box: the link opens elsewhere. */
export const ExternalGlyph = (props: GlyphProps) => <Glyph d={glyphPaths.external} {...props} />;
