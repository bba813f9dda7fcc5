import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lode/ui';

// Scalar's theme variables mapped onto our tokens, so the reference wears the app's colours and fonts in both
// modes (the tokens follow <html data-theme>). Unlayered, so they win over Scalar's layered theme. Scalar's
// stylesheet also colours <body> with its background and stays loaded after a visit: mapping the variable on :root
// keeps our background on every page afterwards.
globalStyle(':root, .light-mode, .dark-mode, .scalar-app', {
  vars: {
    '--scalar-background-1': vars.color.background,
    '--scalar-background-2': vars.color.surface,
    '--scalar-background-3': vars.color.surfaceRaised,
    '--scalar-color-1': vars.color.text,
    '--scalar-color-2': vars.color.textMuted,
    '--scalar-color-3': vars.color.textMuted,
    '--scalar-color-accent': vars.color.primary.text,
    '--scalar-background-accent': vars.color.primary.soft,
    '--scalar-border-color': vars.color.border,
    // HTTP method and status colours: the ui roles' text colours, which meet contrast on our backgrounds.
    '--scalar-color-green': vars.color.success.text,
    '--scalar-color-blue': vars.color.info.text,
    '--scalar-color-orange': vars.color.warning.text,
    '--scalar-color-yellow': vars.color.warning.text,
    '--scalar-color-red': vars.color.error.text,
    '--scalar-color-purple': vars.color.secondary.text,
    '--scalar-font': vars.font.body,
    '--scalar-font-code': vars.font.mono,
  },
});

// Scalar's introduction repeats the document's title as an <h1>; the page's own <h1> (the API part) is the one
// heading of that level.
globalStyle('.scalar-app .introduction-section h1.section-header-label', { display: 'none' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
