import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '../../../lib/cabinet/webhookQueries';
import { knownUrlProblem, webhookDescriptionProblem, webhookState, webhookUrlProblem } from './webhook';
import { urlProblemText } from './webhookMessages';

const en = createIntl({ locale: 'en', messages: {} });
const catalog = (locale: 'ru' | 'cn') =>
  JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('a typed URL', () => {
  it('must be there and be a web address; where it points is the API’s to judge', () => {
    expect(webhookUrlProblem('  ')).toBe('url_required');
    expect(webhookUrlProblem('hooks.example.com')).toBe('url_invalid');
    expect(webhookUrlProblem('ftp://hooks.example.com/x')).toBe('url_scheme');
    expect(webhookUrlProblem('https://hooks.example.com/x')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/dev/webhooks')).toBeNull();
  });

  it('recognises the API’s URL codes in a field message', () => {
    expect(knownUrlProblem('url_private')).toBe('url_private');
    expect(knownUrlProblem('url_unresolvable: no such host')).toBe('url_unresolvable');
    expect(knownUrlProblem('Something else')).toBeNull();
  });

  it('words every refusal differently in each language', () => {
    const problems = [
      'url_required',
      'url_invalid',
      'url_scheme',
      'url_private',
      'url_unresolvable',
    ] as const;
    for (const locale of ['ru', 'cn'] as const) {
      const intl = createIntl({ locale: locale === 'cn' ? 'zh' : 'ru', messages: catalog(locale) });
      const texts = problems.map((p) => urlProblemText(intl, p));
      expect(new Set(texts).size).toBe(problems.length);
      for (const [i, p] of problems.entries()) expect(texts[i]).not.toBe(urlProblemText(en, p));
    }
  });
});

describe('a description', () => {
  it('takes up to 100 characters', () => {
    expect(webhookDescriptionProblem('я'.repeat(100))).toBeNull();
    expect(webhookDescriptionProblem('я'.repeat(101))).toBe('tooLong');
  });
});

describe('an endpoint’s state', () => {
  const base: WebhookEndpoint = {
    id: 'e',
    url: 'https://x.example',
    description: '',
    format: 'standard',
    subaccounts: null,
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-12-01T00:00:00.000Z',
    lastDeliveryAt: null,
    lastStatusCode: null,
  };
  it('is active, turned off by its owner, or turned off after failing', () => {
    expect(webhookState(base)).toBe('active');
    expect(webhookState({ ...base, enabled: false, disabledReason: 'owner' })).toBe('owner');
    expect(webhookState({ ...base, enabled: false, disabledReason: 'failing' })).toBe('failing');
  });
});
