/** The "x" glyph of close buttons (Lucide `x`), inline so dialogs and toasts need no icon set; decorative only. */
export function CloseIcon({ size = 18 }: { /** Width and height in px. */ size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
