import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { usageDocs } from '../../../../.storybook/usageNote';

const schemes: RadioOption[] = [
  { value: 'pps+', label: 'PPS+', hint: 'Paid per share, plus the pool’s average transaction fees' },
  { value: 'pplns', label: 'PPLNS', hint: 'Your part of the last N shares when the pool finds a block' },
  { value: 'fpps', label: 'FPPS', hint: 'Paid per share, plus network-average fees' },
];

const proOnly: RadioOption[] = [
  ...schemes.slice(0, 2),
  {
    value: 'fpps',
    label: 'FPPS (Pro accounts)',
    hint: 'Paid per share, plus network-average fees',
    disabled: true,
  },
];

const ranges: RadioOption[] = [
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
];

/** Presses an arrow key, as the browser's own radio group handles it, and checks where the choice landed. */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', expected: HTMLElement) {
  await userEvent.keyboard(`{${key}}`);
  await expect(expected).toBeChecked();
  await expect(expected).toHaveFocus();
}

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: usageDocs({
      summary:
        'A labelled group of native radio buttons in a `<fieldset>`, with hint and error; it submits with forms.',
      use: "For one choice among two to five options the miner should see side by side: payout scheme, time zone display, the chart's period.",
      avoid:
        'For a long list (use Select), for on/off (use Switch or Checkbox), or for several independent choices (use Checkboxes).',
      keyboard:
        'Tab enters the group on the chosen option (the first, when none is); the arrow keys move and choose; Tab leaves the group.',
    }),
  },
  args: { label: 'Payout scheme', options: schemes, defaultValue: 'pps+', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Payout scheme' });
    await expect(group).toBeVisible();
    // A fieldset named by its legend, holding native radios that share one name.
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group.querySelector('legend')).toHaveTextContent('Payout scheme');
    const names = canvas.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name);
    await expect(new Set(names).size).toBe(1);
    await expect(names[0]).not.toBe('');
    const pps = canvas.getByRole('radio', { name: 'PPS+' });
    await expect(pps).toBeChecked();
    await expect(descriptionsOf(pps)).toEqual(['Paid per share, plus the pool’s average transaction fees']);
    // Tab enters at the chosen radio; the arrows move and choose; Tab leaves the group.
    await userEvent.tab();
    await expect(pps).toHaveFocus();
    await expect(getComputedStyle(pps).outlineStyle).toBe('solid');
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'PPLNS' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pplns');
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'FPPS' }));
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: 'PPLNS' }));
    await expect(canvas.getByRole('radio', { name: 'PPLNS' })).toHaveFocus();
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(false);
    // Clicking a label chooses its radio.
    await userEvent.click(canvas.getByText('FPPS'));
    await expect(canvas.getByRole('radio', { name: 'FPPS' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Chart range',
    options: ranges,
    defaultValue: '24h',
    orientation: 'horizontal',
    hint: 'Times are shown in your local time zone',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Chart range' });
    await expect(descriptionsOf(group)).toEqual(['Times are shown in your local time zone']);
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const hour = canvas.getByRole('radio', { name: '1 hour' });
    const day = canvas.getByRole('radio', { name: '24 hours' });
    // Horizontal: the options sit in one row (wide enough screens) and the arrows still work both ways.
    await expect(Math.abs(hour.getBoundingClientRect().top - day.getBoundingClientRect().top)).toBeLessThan(
      2,
    );
    day.focus();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: '7 days' }));
    await pressArrow('ArrowUp', day);
    await pressArrow('ArrowLeft', hour);
  },
};

export const WithError: Story = {
  args: {
    label: 'Alert when hashrate drops below',
    options: [
      { value: '50', label: '50 % of the 24 h average' },
      { value: '75', label: '75 % of the 24 h average' },
      { value: '90', label: '90 % of the 24 h average' },
    ],
    defaultValue: undefined,
    required: true,
    error: 'This field is required',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Alert when hashrate drops below' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(descriptionsOf(group)).toEqual(['This field is required']);
    const radio = canvas.getByRole('radio', { name: '50 % of the 24 h average' });
    await expect(getComputedStyle(radio).borderTopColor).toBe(resolveColor(vars.color.error.solid));
    // Nothing chosen yet: Tab enters at the first radio, Space chooses it.
    await userEvent.tab();
    await expect(radio).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radio).toBeChecked();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Payout scheme',
    options: proOnly,
    defaultValue: 'pplns',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} />
      <RadioGroup {...args} label="Scheme for merged DOGE" options={schemes} defaultValue="pplns" disabled />
    </div>
  ),
  play: async ({ args, canvas }) => {
    // One disabled option: the arrows skip it, wrapping round to the first.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const first = within(canvas.getByRole('radiogroup', { name: 'Payout scheme' }));
    await expect(first.getByRole('radio', { name: 'FPPS (Pro accounts)' })).toBeDisabled();
    first.getByRole('radio', { name: 'PPLNS' }).focus();
    await pressArrow('ArrowDown', first.getByRole('radio', { name: 'PPS+' }));
    await expect(first.getByRole('radio', { name: 'PPS+' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pps+');
    // A disabled group: every radio is disabled and Tab skips the group.
    const merged = canvas.getByRole('radiogroup', { name: 'Scheme for merged DOGE' });
    for (const radio of within(merged).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(merged.contains(document.activeElement)).toBe(false);
  },
};

const submitted = fn();

/** The group submits the chosen value under its name; required, a form waits until one is chosen. */
export const InAForm: Story = {
  args: { name: 'scheme', defaultValue: undefined, required: true, orientation: 'horizontal' },
  render: (args) => (
    <form
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <RadioGroup {...args} />
      <Button type="submit" size="sm">
        Save
      </Button>
    </form>
  ),
  play: async ({ args, canvas }) => {
    submitted.mockClear();
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(submitted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'PPS+' })).toBeInvalid();
    await userEvent.click(canvas.getByText('PPLNS'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pplns');
    await userEvent.click(save);
    await expect(submitted).toHaveBeenLastCalledWith({ scheme: 'pplns' });
  },
};
