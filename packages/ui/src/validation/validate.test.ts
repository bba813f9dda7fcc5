import { describe, expect, it } from 'vitest';
import {
  defaultValidationMessages,
  email,
  formatMessage,
  integer,
  maxLength,
  minLength,
  numeric,
  parseDecimal,
  pattern,
  required,
  validate,
  validateFields,
  type Rule,
} from './validate';

describe('default messages', () => {
  it('are exactly the spec texts, with the limit put in', () => {
    expect(validate('', [required])).toBe('This field is required');
    expect(validate('miner@', [email])).toBe('Please enter a valid email');
    expect(validate('abc', [numeric])).toBe('This field can only contain numbers');
    expect(validate('1.5', [integer])).toBe('This field can only contain integer values');
    expect(validate('rig-01-basement', [maxLength(10)])).toBe('You must enter a maximum of 10 characters');
    expect(validate('rig', [minLength(5)])).toBe('You must enter a minimum of 5 characters');
    expect(validate('rig 01', [pattern(/^[\w-]+$/)])).toBe('Invalid format');
  });

  it('are frozen in the exported defaults object', () => {
    expect(defaultValidationMessages).toEqual({
      required: 'This field is required',
      email: 'Please enter a valid email',
      numeric: 'This field can only contain numbers',
      integer: 'This field can only contain integer values',
      maxLength: 'You must enter a maximum of {0} characters',
      minLength: 'You must enter a minimum of {0} characters',
      pattern: 'Invalid format',
    });
  });
});

describe('messages argument', () => {
  const russian = {
    required: 'Это поле обязательно',
    email: 'Введите корректный email',
    numeric: 'Это поле может содержать только числа',
    integer: 'Это поле может содержать только целые числа',
    maxLength: 'Введите не более {0} символов',
    minLength: 'Введите не менее {0} символов',
    pattern: 'Неверный формат',
  };

  it('overrides every message, placeholders included', () => {
    expect(validate(' ', [required], russian)).toBe(russian.required);
    expect(validate('x@', [email], russian)).toBe(russian.email);
    expect(validate('x', [numeric], russian)).toBe(russian.numeric);
    expect(validate('1.5', [integer], russian)).toBe(russian.integer);
    expect(validate('abcdef', [maxLength(3)], russian)).toBe('Введите не более 3 символов');
    expect(validate('ab', [minLength(3)], russian)).toBe('Введите не менее 3 символов');
    expect(validate('ab', [pattern(/^\d+$/)], russian)).toBe(russian.pattern);
  });

  it('keeps the defaults for messages it does not override', () => {
    expect(validate('', [required], { email: 'Bad email' })).toBe('This field is required');
    expect(validate('x', [email], { email: 'Bad email' })).toBe('Bad email');
  });

  it('lets a pattern carry its own message, which wins over the messages argument', () => {
    const address = pattern(/^[LM3][a-km-zA-HJ-NP-Z1-9]{25,33}$/, 'Enter a Litecoin address');
    expect(validate('bc1q-not-litecoin', [address], { pattern: 'Неверный формат' })).toBe(
      'Enter a Litecoin address',
    );
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(validate('abcd', [maxLength(2)], { maxLength: '{0} max ({0})' })).toBe('2 max (2)');
    expect(formatMessage('{0} of {1}, {2}', 3, 'ten')).toBe('3 of ten, {2}');
  });
});

describe('required', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined], [false], [Number.NaN]])('fails for %j', (value) => {
    expect(validate(value, [required])).toBe('This field is required');
  });

  it.each([['a'], [' a '], ['0'], [0], [true]])('passes for %j', (value) => {
    expect(validate(value, [required])).toBeNull();
  });
});

describe('blank optional fields', () => {
  const notRequired: Rule[] = [email, numeric, integer, maxLength(3), minLength(5), pattern(/^x$/)];

  it.each(notRequired.map((rule, index) => [index, rule]))(
    'pass rule %i when empty or whitespace only',
    (_, rule) => {
      expect(validate('', [rule])).toBeNull();
      expect(validate('   ', [rule])).toBeNull();
      expect(validate(null, [rule])).toBeNull();
      expect(validate(undefined, [rule])).toBeNull();
    },
  );
});

describe('email', () => {
  it.each(['miner@lode.example', 'first.last+pool@mail.co.uk', 'a_b-c@x-y.io', ' pasted@lode.example '])(
    'accepts %s',
    (value) => expect(validate(value, [email])).toBeNull(),
  );

  it.each([
    'miner',
    'miner@',
    '@lode.example',
    'miner@lode',
    'mi ner@lode.example',
    'a@b@c.io',
    'a@-lode.io',
    'a@lode..io',
  ])('rejects %s', (value) => expect(validate(value, [email])).toBe('Please enter a valid email'));
});

describe('numeric', () => {
  it.each(['0', '42', '-1.5', '+3', '0.01', '.5', '5.', '0,25', '-0,5', '1,0000', ' 12 ', '007'])(
    'accepts %s',
    (value) => expect(validate(value, [numeric])).toBeNull(),
  );

  it.each([
    '1e3',
    '1E-2',
    '0x10',
    '0b1',
    'Infinity',
    'NaN',
    '-',
    '.',
    ',',
    '1.2.3',
    '1,5.2',
    '1 000',
    '1_000',
    '1,000',
    '12,345',
    '12 GH/s',
    '--1',
  ])('rejects %s', (value) => expect(validate(value, [numeric])).toBe('This field can only contain numbers'));

  it('accepts number values, even ones String() would write with an exponent', () => {
    expect(validate(1e-7, [numeric])).toBeNull();
    expect(validate(-2.5, [numeric])).toBeNull();
  });
});

describe('integer', () => {
  it.each(['0', '42', '-3', '+7', ' 12 ', '99999999999999999999'])('accepts %s', (value) =>
    expect(validate(value, [integer])).toBeNull(),
  );

  it.each(['1.0', '-1.5', '1e3', '0x10', '1,5', '12a', '1 000', '-', 'abc'])('rejects %s', (value) =>
    expect(validate(value, [integer])).toBe('This field can only contain integer values'),
  );

  it('checks number values by their value', () => {
    expect(validate(12, [integer])).toBeNull();
    expect(validate(1.5, [integer])).toBe('This field can only contain integer values');
  });
});

describe('maxLength and minLength', () => {
  it('include the limit itself', () => {
    expect(validate('abc', [maxLength(3)])).toBeNull();
    expect(validate('abcd', [maxLength(3)])).toBe('You must enter a maximum of 3 characters');
    expect(validate('abc', [minLength(3)])).toBeNull();
    expect(validate('ab', [minLength(3)])).toBe('You must enter a minimum of 3 characters');
  });

  it('count characters, not UTF-16 units, and ignore surrounding whitespace', () => {
    expect(validate('🚀🚀', [maxLength(2)])).toBeNull();
    expect(validate('矿池', [minLength(2)])).toBeNull();
    expect(validate('  abc  ', [maxLength(3)])).toBeNull();
    expect(validate('  ab  ', [minLength(3)])).toBe('You must enter a minimum of 3 characters');
  });
});

describe('pattern', () => {
  it('tests the trimmed value', () => {
    const worker = pattern(/^[a-z0-9-]+$/);
    expect(validate('rig-01', [worker])).toBeNull();
    expect(validate(' rig-01 ', [worker])).toBeNull();
    expect(validate('Rig 01', [worker])).toBe('Invalid format');
  });

  it('gives the same answer every time, even for a global or sticky regex', () => {
    for (const flags of ['g', 'y', 'gy']) {
      const rule = pattern(new RegExp('^rig-\\d+$', flags));
      expect([validate('rig-1', [rule]), validate('rig-2', [rule]), validate('rig-3', [rule])]).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it('keeps other flags', () => {
    expect(validate('RIG-01', [pattern(/^rig-\d+$/i)])).toBeNull();
  });
});

describe('composition', () => {
  it('returns the first failing message in rule order', () => {
    expect(validate('abc', [numeric, maxLength(2)])).toBe('This field can only contain numbers');
    expect(validate('abc', [maxLength(2), numeric])).toBe('You must enter a maximum of 2 characters');
    expect(validate('12', [numeric, maxLength(2)])).toBeNull();
  });

  it('stops at required for a blank required field, wherever required sits', () => {
    expect(validate('  ', [email, required])).toBe('This field is required');
  });

  it('takes custom rules beside the built-in ones', () => {
    const atLeast =
      (min: number): Rule =>
      (value) => {
        const parsed = typeof value === 'string' ? parseDecimal(value) : null;
        return parsed !== null && parsed < min ? `The minimum is ${min}` : null;
      };
    expect(validate('0.001', [required, numeric, atLeast(0.01)])).toBe('The minimum is 0.01');
    expect(validate('0.5', [required, numeric, atLeast(0.01)])).toBeNull();
  });

  it('passes with no rules', () => {
    expect(validate('', [])).toBeNull();
  });
});

describe('validateFields', () => {
  it('returns the messages of the failing fields only', () => {
    const errors = validateFields(
      { address: '', threshold: 'abc', email: 'miner@lode.example', note: '' },
      { address: [required], threshold: [required, numeric], email: [email] },
    );
    expect(errors).toEqual({
      address: 'This field is required',
      threshold: 'This field can only contain numbers',
    });
  });

  it('returns an empty object for a valid form and passes messages through', () => {
    expect(validateFields({ worker: 'rig-01' }, { worker: [required, maxLength(20)] })).toEqual({});
    expect(validateFields({ worker: '' }, { worker: [required] }, { required: 'Required' })).toEqual({
      worker: 'Required',
    });
  });
});

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['-1.5', -1.5],
    ['0,25', 0.25],
    ['.5', 0.5],
    ['5.', 5],
    [' 0.01 ', 0.01],
    ['0,500', 0.5],
    ['', null],
    ['1e3', null],
    ['0x10', null],
    ['1,000', null],
    ['abc', null],
  ] as const)('reads %j as %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });
});
