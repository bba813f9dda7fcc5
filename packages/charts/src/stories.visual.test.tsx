import type { composeStories } from '@storybook/react-vite';
import { describeVisualStories } from '../../../.storybook/visualStories';

// Every chart story in both themes against the baselines beside this file; charts fill their container, so the
// frame has a fixed width.
describeVisualStories(
  import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true }),
  { width: 720 },
);
