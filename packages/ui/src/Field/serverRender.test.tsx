// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { Link } from '../Link/Link';
import { NumberField } from '../NumberField/NumberField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';

// No DOM here: a control that touched window or document while rendering would throw.
describe('form controls on the server', () => {
  it('render to HTML with their labels, descriptions and errors wired, as native controls', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <form>
        <TextField
          id="address"
          label="Payout address"
          hint="Starts with L, M or ltc1"
          error="This field is required"
        />
        <NumberField id="threshold" label="Payout threshold" unit="LTC" defaultValue="0.5" min={0.01} />
        <Select
          id="coin"
          label="Payout coin"
          placeholder="Choose a coin"
          options={[{ value: 'LTC', label: 'Litecoin (LTC)' }]}
        />
        <Checkbox id="alerts" label="Email me when a worker goes offline" />
        <Switch id="pause" label="Pause payouts" />
        <RadioGroup id="scheme" label="Payout scheme" options={[{ value: 'pplns', label: 'PPLNS' }]} />
        <Link href="https://litecoin.org" external>
          Litecoin
        </Link>
      </form>,
    );
    expect(html).toContain('for="address"');
    expect(html).toContain('aria-describedby="address-hint address-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="spinbutton"');
    expect(html).toContain('aria-valuenow="0.5"');
    expect(html).toContain('aria-labelledby="scheme-label"');
    // The form controls are native elements: the HTML alone is a working form before any script runs.
    expect(html).toMatch(/<select[^>]* id="coin"/);
    expect(html).toMatch(
      /<option value="" disabled="" hidden="" data-placeholder="" selected="">Choose a coin</,
    );
    expect(html).toMatch(/<input type="checkbox"[^>]* id="alerts"/);
    expect(html).toMatch(/<input type="checkbox" role="switch"[^>]* id="pause"/);
    expect(html).toMatch(/<fieldset role="radiogroup"[^>]* id="scheme"/);
    expect(html).toMatch(/<legend id="scheme-label"/);
    expect(html).toMatch(/<input type="radio" id="scheme-option-0"[^>]* name="[^"]+" value="pplns"/);
    expect(html).toContain('(opens in a new tab)');
  });
});
