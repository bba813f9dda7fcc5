import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

function Controlled(props: Omit<TextAreaFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextAreaField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'web/Forms/TextAreaField',
  component: Controlled,
  decorators: [withApp('/')],
  args: { label: 'Reply', name: 'body', hint: 'Plain text; the mail adds the greeting.' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled and described; what is typed stays. */
export const Typing: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Reply' });
    await expect(field).toHaveAccessibleDescription('Plain text; the mail adds the greeting.');
    await userEvent.type(field, 'Thank you');
    await expect(field).toHaveValue('Thank you');
  },
};

/** With the API's field error: marked invalid, the message read with it. */
export const WithError: Story = {
  args: { required: true, error: 'Must be at most 10000 characters', initial: 'x' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Reply/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Must be at most 10000 characters')).toBeVisible();
  },
};
