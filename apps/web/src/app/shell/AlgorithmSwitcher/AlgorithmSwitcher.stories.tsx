import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { algorithmCookieName, readAlgorithmCookie } from '../../../lib/algorithm';
import { withApp } from '../../testing/storyApp';
import { AlgorithmSwitcher } from './AlgorithmSwitcher';

const meta = {
  title: 'web/AlgorithmSwitcher',
  component: AlgorithmSwitcher,
  decorators: [withApp('/statistics')],
  // Each story starts from a visitor with no choice stored, and leaves none behind.
  beforeEach: () => {
    document.cookie = `${algorithmCookieName}=; Max-Age=0; Path=/`;
    return () => {
      document.cookie = `${algorithmCookieName}=; Max-Age=0; Path=/`;
    };
  },
} satisfies Meta<typeof AlgorithmSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = await canvas.findByRole('combobox', {}, { timeout: 10_000 });
    await expect(select).toHaveValue('Scrypt');
    await userEvent.selectOptions(select, 'SHA256');
    await expect(select).toHaveValue('SHA256');
    await expect(readAlgorithmCookie(document.cookie)).toBe('SHA256');
  },
};
