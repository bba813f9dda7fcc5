// The paths of the form controls' glyphs (24×24 viewBox, stroked), in one place for the inline SVGs of
// formIcons.tsx and the CSS masks that draw a native control's mark, where no child element can go.

/** Path data of each glyph. */
export const glyphPaths = {
  check: 'M20 6 9 17l-5-5',
  minus: 'M5 12h14',
  chevronDown: 'm6 9 6 6 6-6',
  external: 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
} as const;

/**
 * A CSS `url(...)` of a glyph as an SVG image, for `mask-image`: the mask takes the shape and `background-color`
 * the colour, so the mark follows the theme tokens, which a data URI cannot reference.
 */
export function glyphMask(path: string, strokeWidth = 2): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' ` +
    `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
