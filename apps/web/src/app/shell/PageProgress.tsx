import { NavigationProgress } from '@lode/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';

const messages = defineMessages({
  loading: {
    id: 'root.loading',
    defaultMessage: 'Loading page',
    description: 'Name of the navigation progress bar',
  },
});

/**
 * The bar at the top of the screen during a navigation that takes over 200 ms. Every layout renders it inside its
 * `<header>`: it is drawn fixed at the top of the viewport either way, and inside the banner landmark a screen
 * reader finds it where the rest of the page's frame is (outside every landmark, axe reports it as stray content).
 */
export function PageProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  return (
    <NavigationProgress active={navigation.state !== 'idle'} label={intl.formatMessage(messages.loading)} />
  );
}
