import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';
import { stepNumber } from './stepNumber';

afterEach(cleanup);

describe('stepNumber', () => {
  it.each([
    ['1', 1, { step: 1 }, '2'],
    ['1', -1, { step: 1 }, '0'],
    ['0.1', 2, { step: 0.1 }, '0.3'],
    ['0.2', 1, { step: 0.1 }, '0.3'],
    ['0.05', 1, { step: 0.01 }, '0.06'],
    ['1.25', 1, { step: 1 }, '2.25'],
    ['0,5', 1, { step: 0.1 }, '0,6'],
    ['', 1, { step: 0.01, min: 0.01 }, '0.01'],
    ['', -1, { step: 0.01, min: 0.01 }, '0.01'],
    ['', 1, { step: 1 }, '1'],
    ['5', 10, { step: 1, max: 10 }, '10'],
    ['150', 1, { step: 1, max: 100 }, '100'],
    ['0.02', -10, { step: 0.01, min: 0.01 }, '0.01'],
    ['-1', -1, { step: 0.5 }, '-1.5'],
    ['0.1', 1, { step: 1e-7 }, '0.1000001'],
  ] as const)('%j %i steps with %j gives %j', (text, steps, options, expected) => {
    expect(stepNumber(text, steps, options)).toBe(expected);
  });

  it('leaves text that is not a number alone', () => {
    expect(stepNumber('abc', 1, { step: 1 })).toBeNull();
    expect(stepNumber('1e3', 1, { step: 1 })).toBeNull();
  });
});

describe('NumberField', () => {
  it('is a labelled spin button that keeps text which is not a number and reports it with null', () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Hashrate" unit="GH/s" onValueChange={onValueChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Hashrate' });
    expect(input).toHaveProperty('type', 'text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '9.5x' } });
    expect(input).toHaveProperty('value', '9.5x');
    expect(onValueChange).toHaveBeenLastCalledWith('9.5x', null);
    expect(input.hasAttribute('aria-valuenow')).toBe(false);
    fireEvent.change(input, { target: { value: '9,52' } });
    expect(onValueChange).toHaveBeenLastCalledWith('9,52', 9.52);
    expect(input.getAttribute('aria-valuenow')).toBe('9.52');
  });

  it('describes the input with its unit', () => {
    render(<NumberField label="Power" unit="W" hint="At the wall" />);
    const input = screen.getByRole('spinbutton', { name: 'Power' });
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['W', 'At the wall']);
  });

  it('steps with the arrow keys within min and max, ten steps with Shift and Page keys', () => {
    const onValueChange = vi.fn();
    render(
      <NumberField
        label="Threshold"
        min={0.01}
        max={1}
        step={0.01}
        defaultValue="0.1"
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Threshold' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveProperty('value', '0.11');
    expect(onValueChange).toHaveBeenLastCalledWith('0.11', 0.11);
    fireEvent.keyDown(input, { key: 'ArrowUp', shiftKey: true });
    expect(input).toHaveProperty('value', '0.21');
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(input).toHaveProperty('value', '0.11');
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(input).toHaveProperty('value', '0.01');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveProperty('value', '0.01');
    expect(input.getAttribute('aria-valuemin')).toBe('0.01');
    expect(input.getAttribute('aria-valuemax')).toBe('1');
  });

  it('does not step text that is not a number, nor when read-only', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <NumberField label="Threshold" defaultValue="abc" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Threshold' });
    expect(fireEvent.keyDown(input, { key: 'ArrowUp' })).toBe(true);
    expect(input).toHaveProperty('value', 'abc');
    rerender(
      <NumberField label="Threshold" defaultValue="abc" readOnly value="1" onValueChange={onValueChange} />,
    );
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('works controlled: the parent owns the text', () => {
    const seen: [string, number | null][] = [];
    function Controlled() {
      const [text, setText] = useState('2');
      return (
        <NumberField
          label="Workers"
          allowDecimals={false}
          value={text}
          onValueChange={(raw, parsed) => {
            seen.push([raw, parsed]);
            setText(raw);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('spinbutton', { name: 'Workers' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveProperty('value', '');
    expect(seen).toEqual([
      ['1', 1],
      ['', null],
    ]);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberField ref={ref} label="Hashrate" />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });
});
