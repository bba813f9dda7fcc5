import { applyColorMode, Button, storeColorModePreference, themeAttribute, type ColorMode } from '@lode/ui';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [themeAttribute] });
  return () => observer.disconnect();
}

// The pre-paint script already set the attribute; reading it keeps the button true to what is painted.
const paintedMode = (): ColorMode =>
  document.documentElement.getAttribute(themeAttribute) === 'dark' ? 'dark' : 'light';

/** Switches between the light and dark themes and remembers the choice. */
export function ThemeToggle() {
  const intl = useIntl();
  const mode = useSyncExternalStore(subscribe, paintedMode, () => 'light' as const);
  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      tone="neutral"
      onClick={() => {
        applyColorMode(next);
        storeColorModePreference(next);
      }}
    >
      {intl.formatMessage({ id: next === 'dark' ? 'theme.toDark' : 'theme.toLight' })}
    </Button>
  );
}
