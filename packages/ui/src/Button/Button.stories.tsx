import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { colorRoles } from '../tokens/palette';
import { Button } from './Button';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Button',
  component: Button,
  parameters: {
    docs: usageDocs({
      summary:
        'A themed button: `solid` for the main action, `soft` and `outline` for secondary ones, `ghost` for the least; `loading` while its action runs.',
      use: 'For an action on this page: save settings, withdraw, add a worker group, open a dialog. One solid button per view marks the main action.',
      avoid:
        'For going to another page or site (use Link, or `asChild` around a router link so it stays a link), or for an action shown only as an icon (use IconButton, which requires a label).',
      keyboard:
        'Tab focuses it; Enter and Space press it. While `loading` it keeps its focus and ignores presses; `disabled` takes it out of the Tab order.',
    }),
  },
  args: { children: 'Start mining', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'soft', 'outline', 'ghost'] },
    tone: { control: 'select', options: colorRoles },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start mining' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: focus by Tab, activate with Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="solid">
        Solid
      </Button>
      <Button {...args} variant="soft">
        Soft
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 12 }}>
      {colorRoles.flatMap((tone) =>
        (['solid', 'soft', 'outline', 'ghost'] as const).map((variant) => (
          <Button key={`${tone}-${variant}`} {...args} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Button>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(colorRoles.length * 4);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('button').map((b) => Math.round(b.getBoundingClientRect().height));
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving wallet' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving wallet' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Withdraw' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: <a href="#payouts">View payouts</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View payouts' });
    await expect(link).toHaveAttribute('href', '#payouts');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'Sign in' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    const parent = button.parentElement;
    if (!parent) throw new Error('The button has no container');
    const style = getComputedStyle(parent);
    const contentWidth = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(button.getBoundingClientRect().width).toBeCloseTo(contentWidth, 0);
  },
};
