import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { vars } from '../tokens/vars.css';
import {
  numeric,
  parseDecimal,
  pattern,
  required,
  validateFields,
  type FieldErrors,
  type Rule,
} from '../validation/validate';
import { Field, useField } from './Field';
import { descriptionsOf, resolveColor } from './storyColors';
import { usageDocs } from '../../../../.storybook/usageNote';

interface WorkerNoteProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

// Any control can take the frame: here a textarea, wired by useField.
function WorkerNote({ label, hint, error, required: isRequired }: WorkerNoteProps) {
  const { ids, controlProps } = useField({ hint, error, required: isRequired });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={isRequired}>
      <textarea
        {...controlProps}
        rows={3}
        defaultValue="Basement shelf, PSU replaced in May"
        style={{
          font: 'inherit',
          padding: vars.space['2'],
          color: vars.color.text,
          background: vars.color.surface,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'ui/Field',
  component: Field,
  parameters: {
    docs: usageDocs({
      summary:
        'The frame every form control shares: label, required marker, control, hint and error message, wired with `aria-describedby` and `aria-invalid`; `useField` gives the ids to a control of your own.',
      use: "To give a control that is not one of the package's fields (a custom picker, a textarea) the same label, hint and error as TextField and Select.",
      avoid: 'Around TextField, NumberField, Select, Checkbox, Switch or RadioGroup: they already have it.',
      keyboard:
        'None of its own: the label moves focus to the control on click, and the control keeps its own keys.',
    }),
  },
  args: {
    ids: { control: 'note', label: 'note-label', hint: 'note-hint', error: 'note-error' },
    label: 'Note for rig-01',
    children: null,
  },
  render: (args) => (
    <WorkerNote
      label={String(args.label)}
      hint={typeof args.hint === 'string' ? args.hint : undefined}
      error={typeof args.error === 'string' ? args.error : undefined}
      required={args.required}
    />
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Note for rig-01' });
    await expect(note).not.toHaveAttribute('aria-describedby');
    await expect(note).not.toHaveAttribute('aria-invalid');
    // Clicking the label focuses the control.
    await userEvent.click(canvas.getByText('Note for rig-01'));
    await expect(note).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'Only you see notes; up to 200 characters', required: true },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Note for rig-01' });
    await expect(descriptionsOf(note)).toEqual(['Only you see notes; up to 200 characters']);
    await expect(note).toHaveAttribute('aria-required', 'true');
    // The required marker is drawn, not read: aria-required says it.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(canvas.getByText(/Only you see notes/)).color).toBe(
      resolveColor(vars.color.textMuted),
    );
  },
};

export const WithError: Story = {
  args: { hint: 'Only you see notes', error: 'You must enter a maximum of 200 characters' },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: 'Note for rig-01' });
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionsOf(note)).toEqual([
      'Only you see notes',
      'You must enter a maximum of 200 characters',
    ]);
    const error = canvas.getByText('You must enter a maximum of 200 characters');
    await expect(error).toHaveAttribute('aria-live', 'polite');
    await expect(getComputedStyle(error).color).toBe(resolveColor(vars.color.error.text));
  },
};

// The wallet form: an address, a threshold, a coin and a pause switch, validated on submit and then as you type.

type PayoutField = 'address' | 'threshold' | 'coin';

/** What the wallet form saves. */
interface PayoutSettings {
  address: string;
  threshold: number;
  coin: string;
  paused: boolean;
}

function atLeast(min: number, message: string): Rule {
  return (value) => {
    const parsed = typeof value === 'string' ? parseDecimal(value) : null;
    return parsed !== null && parsed < min ? message : null;
  };
}

// Legacy (L…, M…, 3…) or bech32 (ltc1…) Litecoin addresses; the checksum is the server's job.
const litecoinAddress = /^(?:[LM3][1-9A-HJ-NP-Za-km-z]{26,33}|ltc1[02-9ac-hj-np-z]{38,58})$/;

const payoutRules: Record<PayoutField, Rule[]> = {
  address: [required, pattern(litecoinAddress, 'Enter a Litecoin address: it starts with L, M or ltc1')],
  threshold: [required, numeric, atLeast(0.01, 'The minimum payout is 0.01')],
  coin: [required],
};

const payoutFields: readonly PayoutField[] = ['address', 'threshold', 'coin'];

function WalletPayoutForm({ onSave }: { onSave: (settings: PayoutSettings) => void }) {
  const [values, setValues] = useState<Record<PayoutField, string>>({ address: '', threshold: '', coin: '' });
  const [paused, setPaused] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PayoutField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState('');
  const addressRef = useRef<HTMLInputElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);
  const coinRef = useRef<HTMLSelectElement>(null);
  const refs = { address: addressRef, threshold: thresholdRef, coin: coinRef };

  const update = (name: PayoutField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setStatus('');
    // After the first submit, errors follow the typing so they clear as soon as a value is fixed.
    if (submitted) setErrors(validateFields(next, payoutRules));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateFields(values, payoutRules);
    setErrors(found);
    const firstInvalid = payoutFields.find((name) => found[name] !== undefined);
    const threshold = parseDecimal(values.threshold);
    if (firstInvalid !== undefined || threshold === null) {
      if (firstInvalid !== undefined) refs[firstInvalid].current?.focus();
      return;
    }
    onSave({ address: values.address.trim(), threshold, coin: values.coin, paused });
    setStatus('Payout settings saved');
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="wallet-form-title"
      style={{ display: 'grid', alignContent: 'start', gap: vars.space['4'], width: 'min(100%, 440px)' }}
    >
      <h2 id="wallet-form-title" style={{ margin: 0, fontSize: vars.fontSize.lg }}>
        Litecoin wallet
      </h2>
      <TextField
        ref={addressRef}
        label="Payout address"
        name="address"
        hint="Changing it holds payouts for 48 hours"
        autoComplete="off"
        spellCheck={false}
        required
        fullWidth
        value={values.address}
        error={errors.address}
        onChange={(event) => update('address', event.target.value)}
      />
      <NumberField
        ref={thresholdRef}
        label="Payout threshold"
        name="threshold"
        unit={values.coin || 'LTC'}
        min={0.01}
        step={0.01}
        hint="At least 0.01; payouts run daily at 01:00 UTC"
        required
        fullWidth
        value={values.threshold}
        error={errors.threshold}
        onValueChange={(raw) => update('threshold', raw)}
      />
      <Select
        ref={coinRef}
        label="Payout coin"
        name="coin"
        placeholder="Choose a coin"
        options={[
          { value: 'LTC', label: 'Litecoin (LTC)' },
          { value: 'DOGE', label: 'Dogecoin (DOGE)' },
        ]}
        required
        fullWidth
        value={values.coin}
        error={errors.coin}
        onValueChange={(coin) => update('coin', coin)}
      />
      <Switch
        label="Pause payouts"
        hint="Your balance keeps growing; nothing is sent until you resume"
        checked={paused}
        onCheckedChange={setPaused}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space['3'] }}>
        <Button type="submit">Save payout settings</Button>
        <p role="status" style={{ margin: 0, color: vars.color.success.text }}>
          {status}
        </p>
      </div>
    </form>
  );
}

const onSave = fn();
const validAddress = 'ltc1qg82tzwrm9w5jv4sxl3f9t5l7ygqfwq8l0mt6jmz';

export const WalletPayoutFormStory: Story = {
  name: 'Wallet payout form',
  parameters: { layout: 'padded' },
  render: () => <WalletPayoutForm onSave={onSave} />,
  play: async ({ canvas }) => {
    onSave.mockClear();
    const address = canvas.getByRole('textbox', { name: 'Payout address' });
    const threshold = canvas.getByRole('spinbutton', { name: 'Payout threshold' });
    const coin = canvas.getByRole('combobox', { name: 'Payout coin' });
    const pause = canvas.getByRole('switch', { name: 'Pause payouts' });
    const save = canvas.getByRole('button', { name: 'Save payout settings' });

    // Submitting empty: every required field says so, linked by aria-describedby, and focus goes to the first.
    await userEvent.click(save);
    for (const control of [address, threshold, coin]) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(descriptionsOf(control)).toContain('This field is required');
    }
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
    for (const message of canvas.getAllByText('This field is required')) {
      await expect(message).toHaveAttribute('aria-live', 'polite');
    }
    await expect(address).toHaveFocus();
    await expect(onSave).not.toHaveBeenCalled();

    // Wrong values: the errors change as you type, and what was typed stays for correcting.
    await userEvent.keyboard('LTC-wallet');
    await userEvent.click(threshold);
    await userEvent.keyboard('0,005');
    await expect(descriptionsOf(address)).toContain('Enter a Litecoin address: it starts with L, M or ltc1');
    await expect(descriptionsOf(threshold)).toContain('The minimum payout is 0.01');
    await userEvent.click(save);
    await expect(address).toHaveValue('LTC-wallet');
    await expect(threshold).toHaveValue('0,005');
    await expect(address).toHaveFocus();
    await expect(onSave).not.toHaveBeenCalled();

    // Valid values, by keyboard: the errors clear.
    await userEvent.clear(address);
    await userEvent.keyboard(validAddress);
    await userEvent.tab();
    await expect(threshold).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}0,5');
    await expect(threshold).toHaveValue('0,5');
    await userEvent.tab();
    await expect(coin).toHaveFocus();
    // The platform's list picks the coin (a picker on phones); the test chooses as that list would.
    await userEvent.selectOptions(coin, 'Litecoin (LTC)');
    await expect(coin).toHaveDisplayValue('Litecoin (LTC)');
    await userEvent.tab();
    await expect(pause).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(pause).toBeChecked();

    for (const control of [address, threshold, coin]) {
      await expect(control).not.toHaveAttribute('aria-invalid');
      await expect(descriptionsOf(control)).not.toContain('This field is required');
    }
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await expect(canvas.queryByText(/Enter a Litecoin address/)).toBeNull();
    await expect(canvas.queryByText('The minimum payout is 0.01')).toBeNull();

    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledWith({
      address: validAddress,
      threshold: 0.5,
      coin: 'LTC',
      paused: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Payout settings saved');
  },
};
