import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, useField, type UseFieldOptions } from './Field';

afterEach(cleanup);

function Custom(props: UseFieldOptions & { label: string }) {
  const { ids, controlProps } = useField(props);
  return (
    <Field ids={ids} label={props.label} hint={props.hint} error={props.error} required={props.required}>
      <textarea {...controlProps} />
    </Field>
  );
}

const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field and useField', () => {
  it('label the control and leave it undescribed and valid without hint or error', () => {
    render(<Custom label="Note" />);
    const control = screen.getByRole('textbox', { name: 'Note' });
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(control.hasAttribute('aria-required')).toBe(false);
  });

  it('describe the control by its own ids, the hint and the error, and mark it invalid and required', () => {
    render(
      <>
        <span id="extra">Shown on the payouts page</span>
        <Custom
          label="Note"
          describedBy="extra"
          hint="Up to 200 characters"
          error="Invalid format"
          required
        />
      </>,
    );
    const control = screen.getByRole('textbox', { name: 'Note' });
    expect(descriptions(control)).toEqual([
      'Shown on the payouts page',
      'Up to 200 characters',
      'Invalid format',
    ]);
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-required')).toBe('true');
  });

  it('keep the required marker out of the accessible name', () => {
    render(<Custom label="Payout address" required />);
    expect(screen.getByRole('textbox', { name: 'Payout address' })).toBeDefined();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('keep a polite live region for the error in the DOM before any error arrives', () => {
    const { rerender } = render(<Custom id="note" label="Note" />);
    const region = document.getElementById('note-error');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
    rerender(<Custom id="note" label="Note" error="This field is required" />);
    expect(document.getElementById('note-error')).toBe(region);
    expect(region?.textContent).toBe('This field is required');
  });

  it('use the given id, and generate distinct ones otherwise', () => {
    render(
      <>
        <Custom id="address" label="Address" />
        <Custom label="First" />
        <Custom label="Second" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Address' }).id).toBe('address');
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Second' }).id,
    );
  });
});
