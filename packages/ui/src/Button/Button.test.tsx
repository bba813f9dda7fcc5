import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Save</Button>
        <Button type="submit">Submit</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks and is announced busy while loading, keeping its name', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save wallet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save wallet' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with button styles when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/payouts">Payouts</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Payouts' });
    expect(link.className).toMatch(/\S+ \S+/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives different classes to different variants and tones, and keeps a caller class', () => {
    render(
      <>
        <Button variant="solid" tone="primary">
          A
        </Button>
        <Button variant="ghost" tone="error" className="extra">
          B
        </Button>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' });
    const b = screen.getByRole('button', { name: 'B' });
    expect(a.className).not.toBe(b.className);
    expect(b.classList.contains('extra')).toBe(true);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
