import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { resolveColor } from '../Field/storyColors';
import { vars } from '../tokens/vars.css';
import { Link } from './Link';
import { usageDocs } from '../../../../.storybook/usageNote';

const meta = {
  title: 'ui/Link',
  component: Link,
  parameters: {
    docs: usageDocs({
      summary:
        'A text link in the primary colour with a visible focus ring; `external` opens a new tab and says so.',
      use: "To go to another page or site: the FAQ, a block on an explorer, the pool's terms. Inside text it stays underlined.",
      avoid:
        "For an action on this page (use Button); for a router link, pass it with `asChild` so the app's router handles it (in the app, LocaleLink keeps the language).",
      keyboard: 'Tab focuses it; Enter follows it.',
    }),
  },
  args: { href: '#payouts', children: 'View payout history' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      Payouts are sent once a day at 01:00 UTC when your balance passes the threshold. <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View payout history' });
    await expect(link).toHaveAttribute('href', '#payouts');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).color).toBe(resolveColor(vars.color.primary.text));
    // Underlined, so it stands out from the sentence by more than colour.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineColor).toBe(resolveColor(vars.color.focusRing));
  },
};

export const External: Story = {
  args: {
    href: 'https://blockchair.com/litecoin/transaction/6f0d…',
    children: 'View on the block explorer',
    external: true,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View on the block explorer (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The note is for screen readers only; sighted people see the icon.
    const note = canvas.getByText('(opens in a new tab)');
    await expect(note.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const ExternalTranslated: Story = {
  args: {
    href: 'https://litecoin.org',
    children: 'Сайт Litecoin',
    external: true,
    externalLabel: '(откроется в новой вкладке)',
    lang: 'ru',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Сайт Litecoin (откроется в новой вкладке)' }),
    ).toBeVisible();
  },
};

// Stands in for a router's link component (react-router's <Link to>): it renders an anchor and handles the click.
const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }
>(function RouterLink({ to, onNavigate, onClick, children, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
});

const onNavigate = fn();

export const AsRouterLink: Story = {
  args: { href: undefined, children: undefined },
  render: () => (
    <Link asChild>
      <RouterLink to="/workers?status=offline" onNavigate={onNavigate}>
        3 workers offline
      </RouterLink>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '3 workers offline' });
    await expect(link).toHaveAttribute('href', '/workers?status=offline');
    await expect(getComputedStyle(link).color).toBe(resolveColor(vars.color.primary.text));
    // Enter follows the link through the router, not a page load.
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/workers?status=offline');
  },
};
