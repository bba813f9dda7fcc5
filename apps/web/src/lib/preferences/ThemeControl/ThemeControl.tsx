import { ThemeSwitcher } from '@lode/ui';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Theme' },
  system: { id: 'theme.system', defaultMessage: 'System', description: 'Theme choice: follow the OS' },
  light: { id: 'theme.light', defaultMessage: 'Light' },
  dark: { id: 'theme.dark', defaultMessage: 'Dark' },
});

/** The theme switcher with its names in the page language. */
export function ThemeControl({
  iconOnly = false,
}: {
  /** Icons only, names for assistive technology. */ iconOnly?: boolean;
}) {
  const intl = useIntl();
  return (
    <ThemeSwitcher
      iconOnly={iconOnly}
      label={intl.formatMessage(messages.label)}
      optionLabels={{
        system: intl.formatMessage(messages.system),
        light: intl.formatMessage(messages.light),
        dark: intl.formatMessage(messages.dark),
      }}
    />
  );
}
