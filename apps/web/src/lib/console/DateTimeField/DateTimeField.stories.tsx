import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { DateTimeField } from './DateTimeField';

/** The field holding its value. */
function Field(props: { error?: string }) {
  const [value, setValue] = useState('2026-12-24T18:30');
  return (
    <DateTimeField label="Publish at" hint="Your local time." value={value} onChange={setValue} {...props} />
  );
}

const meta = { title: 'web/console/DateTimeField', component: Field } satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date and time with its hint. */
export const Default: Story = {
  play: async ({ canvas }) => expect(canvas.getByLabelText(/Publish at/)).toHaveValue('2026-12-24T18:30'),
};

/** With the API's error. */
export const WithError: Story = {
  args: { error: 'Must be in the future' },
  play: async ({ canvas }) =>
    expect(canvas.getByLabelText(/Publish at/)).toHaveAttribute('aria-invalid', 'true'),
};
