import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { descriptionsOf } from '../Field/storyColors';
import { NumberField } from './NumberField';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/NumberField',
  component: NumberField,
  parameters: {
    docs: usageDocs({
      summary:
        'A text input for numbers that keeps whatever is typed (`0,5`, `1.`) and reports the raw text with the number it reads; a spin button for screen readers.',
      use: 'For amounts and rates the miner types: payout threshold, hashrate and power in the calculator, electricity price.',
      avoid:
        'For identifiers made of digits (a phone number, a code: use TextField), or for a choice among few values (use Select or RadioGroup).',
      keyboard:
        'Tab focuses it. ArrowUp and ArrowDown step by `step` within min and max; Shift with them, or PageUp and PageDown, step ten times as far.',
    }),
  },
  args: { label: 'Hashrate', unit: 'GH/s', defaultValue: '9.52', step: 0.01, min: 0, onValueChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Hashrate' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('aria-valuenow', '9.52');
    await expect(descriptionsOf(input)).toEqual(['GH/s']);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('9.53');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9.53', 9.53);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('9.51');
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(input).toHaveValue('9.61');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('9.51');
    await expect(input).toHaveAttribute('aria-valuenow', '9.51');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Payout threshold',
    unit: 'LTC',
    defaultValue: '',
    min: 0.01,
    step: 0.01,
    hint: 'At least 0.01 LTC; payouts run once a day at 01:00 UTC',
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Payout threshold' });
    await expect(descriptionsOf(input)).toEqual([
      'LTC',
      'At least 0.01 LTC; payouts run once a day at 01:00 UTC',
    ]);
    await expect(input).toHaveAttribute('aria-valuemin', '0.01');
    // From empty, the first step lands on the minimum, and Down never goes below it.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('0.01');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('0.01');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.01', 0.01);
  },
};

export const WithError: Story = {
  args: {
    label: 'Power draw',
    unit: 'W',
    defaultValue: '3,4 kW',
    step: 1,
    allowDecimals: false,
    error: 'This field can only contain numbers',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Power draw' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionsOf(input)).toEqual(['W', 'This field can only contain numbers']);
    // Not a number: no value to announce, and the arrows leave the text as typed.
    await expect(input).not.toHaveAttribute('aria-valuenow');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3,4 kW');
  },
};

export const Disabled: Story = {
  args: { label: 'Pool fee', unit: '%', defaultValue: '1', disabled: true, hint: 'Set by the pool' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Pool fee' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const KeepsWhatIsTyped: Story = {
  args: { label: 'Reject rate alert above', unit: '%', defaultValue: '', min: 0, max: 100, step: 0.5 },
  render: function Render(args) {
    const [seen, setSeen] = useState<string>('');
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <NumberField
          {...args}
          onValueChange={(raw, parsed) => {
            args.onValueChange?.(raw, parsed);
            setSeen(parsed === null ? 'not a number yet' : String(parsed));
          }}
        />
        <output aria-label="Parsed value">{seen}</output>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Reject rate alert above' });
    await userEvent.click(input);
    await userEvent.keyboard('2,');
    // Half-typed text stays as it is; "2," already reads as 2.
    await expect(input).toHaveValue('2,');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2,', 2);
    await userEvent.keyboard('5x');
    await expect(input).toHaveValue('2,5x');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2,5x', null);
    await expect(canvas.getByRole('status', { name: 'Parsed value' })).toHaveTextContent('not a number yet');
    await userEvent.keyboard('{Backspace}5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2,55', 2.55);
    // Stepping keeps the separator the person chose, and stops at max.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3,05');
    await userEvent.clear(input);
    await userEvent.keyboard('99,5{PageUp}');
    await expect(input).toHaveValue('100');
    await expect(input).toHaveAttribute('aria-valuemax', '100');
  },
};
