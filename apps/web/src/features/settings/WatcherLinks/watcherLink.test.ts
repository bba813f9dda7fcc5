import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { WatcherLink } from '../../../lib/cabinet/watcherQueries';
import {
  groupWatcherLinks,
  watcherExpiries,
  watcherLabelProblem,
  watcherLinkUrl,
  watcherScopes,
} from './watcherLink';
import { expiryLabel, scopesText } from './watcherLinkMessages';

const en = createIntl({ locale: 'en', messages: {} });
const catalog = (locale: 'ru' | 'cn') =>
  JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('the shared link', () => {
  it('is the origin, the page’s locale prefix and the answered path', () => {
    expect(watcherLinkUrl('https://pool.example', 'en', '/watch/abc_DEF-123')).toBe(
      'https://pool.example/watch/abc_DEF-123',
    );
    expect(watcherLinkUrl('https://pool.example', 'ru', '/watch/abc_DEF-123')).toBe(
      'https://pool.example/ru/watch/abc_DEF-123',
    );
    expect(watcherLinkUrl('http://localhost:5173', 'cn', '/watch/x')).toBe(
      'http://localhost:5173/cn/watch/x',
    );
  });
});

describe('expiry choices', () => {
  it('offers the six expiries the API takes, shortest first, each with its own words', () => {
    expect(watcherExpiries).toEqual(['1h', '1d', '7d', '30d', '180d', 'never']);
    expect(watcherExpiries.map((e) => expiryLabel(en, e))).toEqual([
      '1 hour',
      '1 day',
      '7 days',
      '30 days',
      '180 days',
      'Never expires',
    ]);
  });

  it('has its words in Russian and Chinese too, each different', () => {
    for (const locale of ['ru', 'cn'] as const) {
      const intl = createIntl({ locale: locale === 'cn' ? 'zh' : 'ru', messages: catalog(locale) });
      const labels = watcherExpiries.map((e) => expiryLabel(intl, e));
      expect(new Set(labels).size).toBe(watcherExpiries.length);
      for (const [i, e] of watcherExpiries.entries()) expect(labels[i]).not.toBe(expiryLabel(en, e));
    }
  });
});

describe('scopes in words', () => {
  it('always names the dashboard first, then each scope of the link', () => {
    expect(scopesText(en, [])).toBe('Dashboard');
    expect(scopesText(en, ['workers'])).toBe('Dashboard and Workers');
    expect(scopesText(en, watcherScopes)).toBe(
      'Dashboard, Workers, Earnings (accruals and payouts), and Statistics',
    );
  });
});

describe('labels', () => {
  it('asks for a label, takes up to 64 characters and refuses more', () => {
    expect(watcherLabelProblem('   ')).toBe('required');
    expect(watcherLabelProblem('Hosting client: site A')).toBeNull();
    expect(watcherLabelProblem('я'.repeat(64))).toBeNull();
    expect(watcherLabelProblem('я'.repeat(65))).toBe('tooLong');
  });
});

const link = (id: string, createdAt: string, status: WatcherLink['status']): WatcherLink => ({
  id,
  label: id,
  scopes: [],
  createdAt,
  expiresAt: null,
  revokedAt: status === 'revoked' ? createdAt : null,
  lastUsedAt: null,
  views: 0,
  status,
});

describe('the list', () => {
  it('puts working links apart from revoked and expired ones, each group newest first', () => {
    const { active, ended } = groupWatcherLinks([
      link('a', '2026-11-01T00:00:00.000Z', 'active'),
      link('b', '2026-11-03T00:00:00.000Z', 'revoked'),
      link('c', '2026-11-05T00:00:00.000Z', 'active'),
      link('d', '2026-11-02T00:00:00.000Z', 'expired'),
    ]);
    expect(active.map((l) => l.id)).toEqual(['c', 'a']);
    expect(ended.map((l) => l.id)).toEqual(['b', 'd']);
  });
});
