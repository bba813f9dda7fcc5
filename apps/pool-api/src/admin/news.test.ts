import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleStack, expectAdminOnly, expectFieldErrors, startConsoleStack } from '../testing/console';

// The console's news against the real provider and the API on the project's database: who may call, what is
// refused (and then neither saved nor audited), one audit entry per change with the values before and after, and
// what the public list shows: published items only, newest first, in the language asked for or in English with
// `fallback: true`, with the Markdown rendered harmless.

let stack: ConsoleStack;
const text = (title: string, body = `${title} body`) => ({ title, summary: `${title} summary`, body });

beforeAll(async () => {
  stack = await startConsoleStack();
});
afterAll(async () => {
  await stack?.close();
});

const countNews = async () => (await stack.asAdmin('/admin/news')).body.items.length as number;
const countAudit = async () => (await stack.asAdmin('/admin/audit?limit=200')).body.items.length as number;

describe('news in the console', () => {
  it('answers only an admin: 401 without a token, 403 to a miner', async () => {
    const body = { texts: { en: text('x') } };
    await expectAdminOnly(stack, '/admin/news');
    await expectAdminOnly(stack, '/admin/news', { method: 'POST', body });
    await expectAdminOnly(stack, '/admin/news/csv-exports', { method: 'PUT', body });
    await expectAdminOnly(stack, '/admin/news/csv-exports/publish', { method: 'POST', body: {} });
    await expectAdminOnly(stack, '/admin/news/csv-exports/unpublish', { method: 'POST' });
    await expectAdminOnly(stack, '/admin/news/csv-exports', { method: 'DELETE' });
    const missing = await stack.asAdmin('/admin/news/no-such-item/publish', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('holds the four stories the API used to carry, published', async () => {
    const { items } = (await stack.asAdmin('/admin/news')).body;
    expect(items.map((i: { id: string }) => i.id)).toEqual([
      'doge-merged-payouts',
      'worker-alerts',
      'csv-exports',
      'fee-pps-plus',
    ]);
    expect(items[0]).toMatchObject({ status: 'published', publishAt: '2026-11-18T00:00:00.000Z' });
    expect(items[0].texts.ru.title).toBe('Выплаты DOGE теперь ежедневные');
  });

  it('refuses over-long and missing fields with field errors, and saves and audits nothing', async () => {
    const [news, audit] = [await countNews(), await countAudit()];
    const refused = [
      [{ en: text('x'.repeat(201)) }, ['texts.en.title']],
      [{ en: { ...text('ok'), summary: 's'.repeat(501) } }, ['texts.en.summary']],
      [{ en: text('ok'), ru: text('ок', 'б'.repeat(20_001)) }, ['texts.ru.body']],
      [{ en: text('ok'), cn: text('长'.repeat(201)) }, ['texts.cn.title']],
      [{ en: { title: ' ', summary: '', body: '' } }, ['texts.en.title', 'texts.en.body']],
      [{ ru: text('только по-русски') }, ['texts.en']],
    ] as const;
    for (const [texts, fields] of refused)
      expectFieldErrors(await stack.asAdmin('/admin/news', { method: 'POST', body: { texts } }), [...fields]);
    expectFieldErrors(
      await stack.asAdmin('/admin/news/csv-exports', {
        method: 'PUT',
        body: { texts: { en: text('x'.repeat(201)) } },
      }),
      ['texts.en.title'],
    );
    expect([await countNews(), await countAudit()]).toEqual([news, audit]);
    expect((await stack.asAdmin('/admin/news')).body.items[2].texts.en.title).toBe(
      'CSV exports for accruals and payouts',
    );
  });

  it('writes one audit entry per change, with the item before and after', async () => {
    const created = await stack.asAdmin('/admin/news', {
      method: 'POST',
      body: { texts: { en: text('Draft') } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      status: 'draft',
      publishAt: null,
      texts: { ru: { title: '', summary: '', body: '' } },
    });
    const updated = await stack.asAdmin(`/admin/news/${id}`, {
      method: 'PUT',
      body: { texts: { en: text('Edited'), cn: text('编辑') } },
    });
    expect(updated.body).toMatchObject({ status: 'draft', texts: { en: { title: 'Edited' } } });
    const published = await stack.asAdmin(`/admin/news/${id}/publish`, { method: 'POST' });
    expect(published.body.status).toBe('published');
    const unpublished = await stack.asAdmin(`/admin/news/${id}/unpublish`, { method: 'POST' });
    expect(unpublished.body).toMatchObject({ status: 'draft', publishAt: null });
    expect((await stack.asAdmin(`/admin/news/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await stack.asAdmin(`/admin/news/${id}`, { method: 'DELETE' })).status).toBe(404);

    const entries = (await stack.auditOf(`news/${id}`)).reverse();
    expect(entries.map((e) => e.action)).toEqual([
      'news.create',
      'news.update',
      'news.publish',
      'news.unpublish',
      'news.delete',
    ]);
    expect(entries.every((e) => e.actor.username === 'admin')).toBe(true);
    expect(entries[0]).toMatchObject({ before: null, after: { id, texts: { en: { title: 'Draft' } } } });
    expect(entries[1]).toMatchObject({
      before: { texts: { en: { title: 'Draft' } } },
      after: { texts: { en: { title: 'Edited' }, cn: { title: '编辑' } } },
    });
    expect(entries[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(entries[3]).toMatchObject({ before: { status: 'published' }, after: { status: 'draft' } });
    expect(entries[4]).toMatchObject({ before: { id }, after: null });
  });
});

describe('public news from the database', () => {
  it('shows a published Russian item, and falls back to English where Russian is empty', async () => {
    const before = (await stack.call('/news?locale=ru')).headers.get('etag');
    const both = await stack.asAdmin('/admin/news', {
      method: 'POST',
      body: { texts: { en: text('Pool news'), ru: text('Новости пула') } },
    });
    await stack.asAdmin(`/admin/news/${both.body.id}/publish`, { method: 'POST', body: {} });
    const english = await stack.asAdmin('/admin/news', {
      method: 'POST',
      body: { texts: { en: text('English only') }, publishAt: new Date(await stack.poolNow()).toISOString() },
    });
    expect(english.body.status).toBe('published');

    const ru = await stack.call('/news?locale=ru');
    expect(ru.status).toBe(200);
    // Revalidated on every read (no-cache with an ETag): a change shows at the next request, well within 60 s.
    expect(ru.headers.get('cache-control')).toBe('no-cache');
    expect(ru.headers.get('etag')).not.toBe(before);
    const [first, second, third] = ru.body.items;
    expect(first).toMatchObject({ id: english.body.id, locale: 'en', title: 'English only', fallback: true });
    expect(second).toMatchObject({
      id: both.body.id,
      locale: 'ru',
      title: 'Новости пула',
      body: 'Новости пула body',
      bodyHtml: '<p>Новости пула body</p>',
      fallback: false,
    });
    expect(third).toMatchObject({ id: 'doge-merged-payouts', locale: 'ru', fallback: false });
    expect(ru.body.total).toBe(6);
  });

  it('keeps drafts and scheduled items out until their time on the pool clock', async () => {
    const created = await stack.asAdmin('/admin/news', {
      method: 'POST',
      body: { texts: { en: text('Scheduled') } },
    });
    const id = created.body.id as string;
    const ids = async () => (await stack.call('/news?locale=en')).body.items.map((i: { id: string }) => i.id);
    expect(await ids()).not.toContain(id);
    const at = new Date((await stack.poolNow()) + 120_000).toISOString();
    const scheduled = await stack.asAdmin(`/admin/news/${id}/publish`, { method: 'POST', body: { at } });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(await ids()).not.toContain(id);
    await stack.advance(120_000);
    expect((await ids())[0]).toBe(id);
    expect((await stack.asAdmin('/admin/news')).body.items[0]).toMatchObject({ id, status: 'published' });
  });

  it('refuses script in Markdown with a field error per language, saving nothing', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '[click](javascript:alert(1))',
      'a <img src=x onerror=alert(1)> b',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '<iframe src="https://evil.example"></iframe>',
    ];
    const before = (await stack.asAdmin('/admin/news')).body.items.length;
    const audited = (await stack.asAdmin('/admin/audit?action=news.create&limit=200')).body.items.length;
    for (const body of hostile) {
      const refused = await stack.asAdmin('/admin/news', {
        method: 'POST',
        body: { texts: { en: text('Hostile', 'Fine.'), cn: text('敌意', body) } },
      });
      expectFieldErrors(refused, ['texts.cn.body']);
    }
    expect((await stack.asAdmin('/admin/news')).body.items).toHaveLength(before);
    expect((await stack.asAdmin('/admin/audit?action=news.create&limit=200')).body.items).toHaveLength(
      audited,
    );
    // Shown as code, the same text is a fine news item, and it renders as text.
    const code = await stack.asAdmin('/admin/news', {
      method: 'POST',
      body: {
        texts: { en: text('Embedding', 'Do not paste `<script>` tags; `[x](javascript:…)` is refused.') },
      },
    });
    expect(code.status, code.text).toBe(201);
    await stack.asAdmin(`/admin/news/${code.body.id}/publish`, { method: 'POST' });
    const item = (await stack.call('/news?locale=en')).body.items.find(
      (i: { id: string }) => i.id === code.body.id,
    );
    expect(item.bodyHtml).toBe(
      '<p>Do not paste <code>&lt;script&gt;</code> tags; <code>[x](javascript:…)</code> is refused.</p>',
    );
  });
});
