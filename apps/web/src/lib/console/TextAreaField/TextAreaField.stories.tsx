import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

/** The field holding its text. */
function Field(props: { error?: string; code?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Message"
      hint="Shown on the maintenance page."
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

const meta = { title: 'web/console/TextAreaField', component: Field } satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines of text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Back soon');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Back soon');
  },
};

/** Source text in monospace, with an error. */
export const CodeWithError: Story = { args: { code: true, error: 'Required in English' } };
