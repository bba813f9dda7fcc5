import type { Decorator } from '@storybook/react-vite';
import { ColorModeProvider } from '../colorMode/ColorModeProvider';

/**
 * Wraps a story in a ColorModeProvider that starts from the toolbar's theme, so the dark test project really
 * tests dark (the provider otherwise paints the stored preference).
 */
export const withColorModeFromToolbar: Decorator = (Story, { globals }) => {
  localStorage.setItem('theme', globals.theme === 'dark' ? 'dark' : 'light');
  return (
    <ColorModeProvider>
      <Story />
    </ColorModeProvider>
  );
};

/** A story `beforeEach` that puts back the theme the Storybook visitor had stored. */
export function restoreStoredTheme() {
  const stored = localStorage.getItem('theme');
  return () => {
    if (stored === null) localStorage.removeItem('theme');
    else localStorage.setItem('theme', stored);
  };
}
