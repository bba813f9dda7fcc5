import { useId } from 'react';
import { useColorMode } from '../colorMode/ColorModeProvider';
import type { ColorModePreference } from '../colorMode/colorModeScript';
import * as styles from './ThemeSwitcher.css';

/** Props of {@link ThemeSwitcher}. */
export interface ThemeSwitcherProps {
  /** Accessible name of the group, e.g. "Theme". */
  label: string;
  /** Visible names of the three choices, translated by the caller. */
  optionLabels?: Record<ColorModePreference, string>;
  /** Show only the icons (names stay available to assistive technology). */
  iconOnly?: boolean;
  /** Extra class on the group. */
  className?: string;
}

const order: ColorModePreference[] = ['system', 'light', 'dark'];

const defaultLabels: Record<ColorModePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

// Drawn inline: the switcher must work before (and without) any icon set.
const glyphs: Record<ColorModePreference, string> = {
  system: 'M4 5h16v11H4zM9 20h6M12 16v4',
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
};

/**
 * Lets the visitor choose the system, light or dark theme; needs a `ColorModeProvider` above it. Native radio
 * inputs give arrow-key selection and form semantics with no script of their own: it sits in every page header.
 */
export function ThemeSwitcher({
  label,
  optionLabels = defaultLabels,
  iconOnly = false,
  className,
}: ThemeSwitcherProps) {
  const { preference, setPreference } = useColorMode();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={[styles.root, className].filter(Boolean).join(' ')}>
      {order.map((choice) => (
        <label key={choice} className={styles.item} title={iconOnly ? optionLabels[choice] : undefined}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={choice}
            checked={preference === choice}
            onChange={() => setPreference(choice)}
            aria-label={iconOnly ? optionLabels[choice] : undefined}
          />
          <svg
            className={styles.glyph}
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={glyphs[choice]} />
          </svg>
          {!iconOnly && optionLabels[choice]}
        </label>
      ))}
    </div>
  );
}
