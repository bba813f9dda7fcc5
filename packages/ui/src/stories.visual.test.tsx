import type { composeStories } from '@storybook/react-vite';
import { describeVisualStories } from '../../../.storybook/visualStories';

// Every @lode/ui story in both themes against the baselines in __screenshots__/ beside this file.
describeVisualStories(
  import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true }),
);
