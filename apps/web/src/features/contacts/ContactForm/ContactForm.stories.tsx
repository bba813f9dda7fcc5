import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'web/ContactForm',
  component: ContactForm,
  decorators: [withApp('/contacts')],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked before anything is sent: the spec's default messages on the fields, and what was typed stays. */
export const ClientChecks: Story = {
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: /E-mail/ }, { timeout: 10_000 });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(email).toHaveValue('not-an-address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThan(0);
  },
};
