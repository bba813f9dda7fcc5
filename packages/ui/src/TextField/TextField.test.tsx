import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('forwards its ref to the input and other props to it, className to the field', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <TextField ref={ref} label="Worker name" name="worker" placeholder="rig-01" className="extra" />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Worker name' }));
    expect(ref.current?.name).toBe('worker');
    expect(ref.current?.placeholder).toBe('rig-01');
    expect(container.firstElementChild?.classList.contains('extra')).toBe(true);
    expect(ref.current?.classList.contains('extra')).toBe(false);
  });

  it('is described by a text suffix and prefix, then the hint and error', () => {
    render(<TextField label="Price" prefix="$" suffix="per kWh" hint="Your tariff" error="Invalid format" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['$', 'per kWh', 'Your tariff', 'Invalid format']);
  });

  it('is not described by an icon', () => {
    render(<TextField label="Search workers" type="search" prefix={<svg aria-hidden="true" />} />);
    expect(screen.getByRole('searchbox', { name: 'Search workers' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('works uncontrolled and controlled', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TextField label="Worker" defaultValue="rig-01" />);
    const input = screen.getByRole('textbox', { name: 'Worker' });
    fireEvent.change(input, { target: { value: 'rig-02' } });
    expect(input).toHaveProperty('value', 'rig-02');
    rerender(<TextField label="Worker" value="rig-03" onChange={onChange} />);
    expect(input).toHaveProperty('value', 'rig-03');
  });

  it('passes disabled, read-only and required to the input', () => {
    render(
      <>
        <TextField label="A" disabled />
        <TextField label="B" readOnly />
        <TextField label="C" required />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveProperty('readOnly', true);
    const required = screen.getByRole('textbox', { name: 'C' });
    expect(required).toHaveProperty('required', true);
    expect(required.getAttribute('aria-required')).toBe('true');
  });
});
