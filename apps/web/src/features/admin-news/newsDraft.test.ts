import { describe, expect, it } from 'vitest';
import { emptyTexts, firstLanguageWithProblem, isEmptyLanguage, newsProblems } from './newsDraft';

describe('the news editor’s draft', () => {
  it('calls a language empty when all its fields are blank', () => {
    const texts = emptyTexts();
    texts.ru.title = 'Новость';
    texts.cn.summary = '   ';
    expect(isEmptyLanguage(texts, 'ru')).toBe(false);
    expect(isEmptyLanguage(texts, 'cn')).toBe(true);
  });

  it('puts the API’s field errors on the fields and finds the first language with one', () => {
    const problems = newsProblems({
      'texts.ru.title': 'Too long',
      'texts.cn.body': 'Script refused',
      at: 'Must be in the future',
      unknown: 'x',
    });
    expect(problems).toEqual({
      texts: { 'ru.title': 'Too long', 'cn.body': 'Script refused' },
      schedule: 'Must be in the future',
    });
    expect(firstLanguageWithProblem(problems)).toBe('ru');
    expect(firstLanguageWithProblem(newsProblems({}))).toBeUndefined();
  });
});
