import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { descriptionsOf, resolveColor } from '../Field/storyColors';
import { animationsFinished } from '../testing/animations';
import { vars } from '../tokens/vars.css';
import { Switch } from './Switch';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  parameters: {
    docs: usageDocs({
      summary:
        'A labelled on/off switch with hint and error, on a native checkbox with the switch role; it submits with forms.',
      use: 'For a setting that applies as soon as it is flipped: offline alerts, the dark chart theme, two-factor notifications.',
      avoid:
        'For a choice that waits for a Save button or a consent (use Checkbox), or for more than two states (use RadioGroup).',
      keyboard: 'Tab focuses it; Space flips it. A click on the label flips it too.',
    }),
  },
  args: { label: 'Pause payouts', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The computed style of the thumb, which is the switch's ::before. */
const thumbOf = (control: HTMLElement) => getComputedStyle(control, '::before');

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Pause payouts' });
    await expect(control).toHaveAttribute('type', 'checkbox');
    await expect(control).not.toBeChecked();
    await expect(thumbOf(control).transform).toBe('none');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    // Space toggles; Enter does not: a native checkbox's keys (Enter is left to submit a form).
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    // Read once the track's colour and the thumb (its ::before) have finished their transitions.
    await animationsFinished(control);
    await expect(getComputedStyle(control).backgroundColor).toBe(resolveColor(vars.color.primary.solid));
    // The thumb has moved to the far end: 16px along the 36px track.
    const thumb = new DOMMatrixReadOnly(thumbOf(control).transform);
    await expect(thumb.e).toBeCloseTo(16, 0);
    await expect(thumb.f).toBeCloseTo(0, 0);
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
    await userEvent.click(canvas.getByText('Pause payouts'));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Dark charts on the public page',
    hint: 'Visitors see the pool hashrate chart in the dark theme',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark charts on the public page' });
    await expect(control).toBeChecked();
    await expect(descriptionsOf(control)).toEqual(['Visitors see the pool hashrate chart in the dark theme']);
  },
};

export const WithError: Story = {
  args: {
    label: 'Watcher link',
    hint: 'A read-only link to your dashboard',
    error: 'Turn on two-factor sign-in before sharing a watcher link',
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Watcher link' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionsOf(control)).toEqual([
      'A read-only link to your dashboard',
      'Turn on two-factor sign-in before sharing a watcher link',
    ]);
    const error = canvas.getByText('Turn on two-factor sign-in before sharing a watcher link');
    await expect(getComputedStyle(error).color).toBe(resolveColor(vars.color.error.text));
  },
};

export const Disabled: Story = {
  args: {
    label: 'Merge-mine Dogecoin',
    hint: 'Always on for Scrypt workers',
    disabled: true,
    defaultChecked: true,
  },
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Merge-mine Dogecoin' });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const submitted = fn();

/** A switch submits `on` under its name when on, and nothing when off, like a checkbox. */
export const InAForm: Story = {
  args: { name: 'paused', label: 'Pause payouts' },
  render: (args) => (
    <form
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Switch {...args} />
      <Button type="submit" size="sm">
        Save
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    submitted.mockClear();
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(submitted).toHaveBeenLastCalledWith({});
    await userEvent.click(canvas.getByRole('switch', { name: 'Pause payouts' }));
    await userEvent.click(save);
    await expect(submitted).toHaveBeenLastCalledWith({ paused: 'on' });
  },
};
