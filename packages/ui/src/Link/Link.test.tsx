import { cleanup, render, screen } from '@testing-library/react';
import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './Link';

afterEach(cleanup);

// Stands in for a router's link: an anchor component with its own props.
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} data-router="" {...rest}>
        {children}
      </a>
    );
  },
);

describe('Link', () => {
  it('is a plain anchor that keeps the same tab by default', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/payouts">
        Payouts
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Payouts' });
    expect(ref.current).toBe(link);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('opens an external link in a new tab without opener or referrer, and says so', () => {
    render(
      <Link href="https://blockchair.com/litecoin" external rel="external">
        Block explorer
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Block explorer (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
  });

  it('takes the external note from a prop', () => {
    render(
      <Link href="https://litecoin.org" external externalLabel="(в новой вкладке)">
        Litecoin
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Litecoin (в новой вкладке)' })).toBeDefined();
  });

  it('gives its styles and the external note to a router link with asChild', () => {
    render(
      <Link asChild external className="extra">
        <RouterLink to="/help/payouts">Payout schedule</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Payout schedule (opens in a new tab)' });
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(link.getAttribute('href')).toBe('/help/payouts');
    expect(link.classList.contains('extra')).toBe(true);
    expect(link.classList.length).toBeGreaterThan(1);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
