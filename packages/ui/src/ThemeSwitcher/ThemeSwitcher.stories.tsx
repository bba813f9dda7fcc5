import { restoreStoredTheme, withColorModeFromToolbar } from '../testing/colorModeStory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ThemeSwitcher } from './ThemeSwitcher';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/ThemeSwitcher',
  component: ThemeSwitcher,
  parameters: {
    docs: usageDocs({
      summary:
        'Lets the visitor choose the system, light or dark theme, on native radio inputs; needs a `ColorModeProvider` above it.',
      use: "Once per page, in the header (the app's header menu on phones).",
      avoid:
        'More than once on a page, or as a setting inside a form: the choice applies at once and is kept in the browser.',
      keyboard:
        'Tab enters the group on the chosen theme; the arrow keys move and choose; Tab leaves the group.',
    }),
  },
  args: { label: 'Theme' },
  decorators: [withColorModeFromToolbar],
  beforeEach: restoreStoredTheme,
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await expect(group).toBeVisible();
    const initial = globals.theme === 'dark' ? 'Dark' : 'Light';
    await expect(canvas.getByRole('radio', { name: initial })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    await expect(localStorage.getItem('theme')).toBe('dark');
    // Arrow keys move the choice, as in any radio group.
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked());
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('light'));
  },
};

export const Russian: Story = {
  args: { label: 'Тема', optionLabels: { system: 'Системная', light: 'Светлая', dark: 'Тёмная' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Тема' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ canvas }) => {
    // The inputs are transparent over their icons: named for assistive technology, clickable through the icon.
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};
