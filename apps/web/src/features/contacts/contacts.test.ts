import { validation } from '@lode/ui';
import { describe, expect, it } from 'vitest';
import { contactProblems } from './ContactForm';
import { translateServerMessage } from './ContactForm/contactRules';
import { readTableState, writeTableState } from '../top/urlTableState';

const russian = {
  ...validation.defaultValidationMessages,
  required: 'Это поле обязательно',
  email: 'Введите корректный адрес электронной почты',
  maxLength: 'Введите не более {0} символов',
};

describe('the contact form’s rules', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };

  it('accepts a complete message, whitespace around the values included', () => {
    expect(contactProblems({ ...valid, email: ' ada@example.com ' }, russian)).toEqual({});
  });

  it('names each field’s first problem in the given language, as the API counts lengths', () => {
    expect(
      contactProblems({ name: '  ', email: 'ada@example', subject: 'x'.repeat(151), message: '' }, russian),
    ).toEqual({
      name: 'Это поле обязательно',
      email: 'Введите корректный адрес электронной почты',
      subject: 'Введите не более 150 символов',
      message: 'Это поле обязательно',
    });
    // Characters, not UTF-16 units: 5,000 CJK characters or emoji are within the limit.
    expect(contactProblems({ ...valid, message: '矿'.repeat(5000) }, russian)).toEqual({});
    expect(contactProblems({ ...valid, message: '😀'.repeat(5001) }, russian).message).toBe(
      'Введите не более 5000 символов',
    );
  });

  it('translates the API’s field messages (the spec’s defaults) and leaves others as they came', () => {
    expect(translateServerMessage('This field is required', russian)).toBe('Это поле обязательно');
    expect(translateServerMessage('Please enter a valid email', russian)).toBe(russian.email);
    expect(translateServerMessage('You must enter a maximum of 100 characters', russian)).toBe(
      'Введите не более 100 символов',
    );
    expect(translateServerMessage('Unrecognized key: "admin"', russian)).toBe('Unrecognized key: "admin"');
  });
});

describe('a table’s view in the address', () => {
  const names = { sort: 'sort', order: 'order', page: 'page' };
  const columns = ['rank', 'hashrate'];

  it('reads a known column and a page, and ignores what it does not know', () => {
    expect(readTableState(new URLSearchParams('sort=hashrate&order=desc&page=3'), names, columns)).toEqual({
      sort: { columnId: 'hashrate', direction: 'descending' },
      page: 3,
    });
    expect(readTableState(new URLSearchParams('sort=nope&page=-2'), names, columns)).toEqual({
      sort: null,
      page: 1,
    });
    expect(readTableState(new URLSearchParams('page=1.5'), names, columns).page).toBe(1);
  });

  it('writes a sort and a page beside the other parameters, and no page parameter for the first page', () => {
    const start = new URLSearchParams('blocksSort=effort&page=2');
    const sorted = writeTableState(start, names, { sort: { columnId: 'rank', direction: 'ascending' } });
    expect(sorted.toString()).toBe('blocksSort=effort&page=2&sort=rank&order=asc');
    expect(writeTableState(sorted, names, { page: 1 }).toString()).toBe(
      'blocksSort=effort&sort=rank&order=asc',
    );
    expect(start.toString()).toBe('blocksSort=effort&page=2');
  });
});
