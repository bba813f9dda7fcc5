import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../scripts/wait.ts';
import { contractCall } from '../contract/harness';
import { encodeSegwit } from '../domain/addresses';
import type { RunningPoolApi } from '../index';
import type { CaughtMail } from '../mail/catcher';
import { freezeTokenOf } from '../testing/mailbox';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';
import {
  accessToken,
  APP,
  clock,
  enrolAuthenticator,
  startTestApi,
  startTestIdp,
  steppedUpToken,
} from '../testing/stack';

// After an address change: the mail to the account's verified address in its language (en, ru, cn), with the time,
// the new address shortened, the browser and a link that freezes the coin's payouts; the link works once and for 7
// days, tells support, and the built-in pool then pays nothing of that coin while it pays the same change unfrozen.
// The real identity provider, a real SMTP server on loopback, the simulator's payout run.

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

let idp: RunningIdp;
let smtp: TestSmtp;
let server: RunningPoolApi;
/** acr 2 tokens of `demo` and `admin`. */
let demo: string;
let admin: string;
const call = contractCall({ url: () => server.url });
const addresses = [1, 2, 3].map((n) => encodeSegwit('ltc', 0, Buffer.alloc(20, 40 + n)));
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;
/** The change mails, by the account they went to. */
const mails: Record<'en' | 'ru' | 'cn', CaughtMail | undefined> = {
  en: undefined,
  ru: undefined,
  cn: undefined,
};

beforeAll(async () => {
  [idp, smtp] = await Promise.all([startTestIdp({ accessTokenTtl: 3600 }), startTestSmtp()]);
  server = await startTestApi(idp, {
    mail: { smtpUrl: smtp.url, supportAddress: 'help@pool.example', pollMs: 0 },
  });
  const [demoSecret, adminSecret] = [
    await enrolAuthenticator(idp, 'demo'),
    await enrolAuthenticator(idp, 'admin'),
  ];
  [demo, admin] = [
    await steppedUpToken(idp, 'demo', demoSecret),
    await steppedUpToken(idp, 'admin', adminSecret),
  ];
  // `admin` reads mail in Russian; `demo` has a second sub-account whose mail is in Chinese.
  const language = async (token: string, locale: string, query = '') => {
    const current = (await call(`/settings/notifications${query}`, { token })).body;
    const saved = await call(`/settings/notifications${query}`, {
      token,
      method: 'PUT',
      body: { ...current, locale },
    });
    expect(saved.status).toBe(200);
  };
  await language(admin, 'ru');
  expect(
    (await call('/settings/subaccounts', { token: demo, method: 'POST', body: { name: 'site-cn' } })).status,
  ).toBe(201);
  await language(demo, 'cn', '?subaccount=site-cn');
});

afterAll(async () => {
  clock.offsetMs = 0;
  await server?.close();
  await Promise.all([idp?.close(), smtp?.close()]);
});

const change = (token: string, address: string, query = '') =>
  call(`/settings/wallets/LTC${query}`, {
    token,
    method: 'PUT',
    body: { address },
    headers: { 'user-agent': CHROME_ON_LINUX },
  });
const changeMails = () => smtp.received.filter((m) => m.text.includes('/security/freeze/'));
const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;

describe('the address-change mail', () => {
  it('goes once to the account’s address in its language, with the time, the address, the browser and a link', async () => {
    const changed = [
      await change(demo, addresses[0] as string),
      await change(admin, addresses[1] as string),
      await change(demo, addresses[2] as string, '?subaccount=site-cn'),
    ];
    expect(changed.map((c) => c.status)).toEqual([200, 200, 200]);
    await waitFor(() => changeMails().length === 3, 'three change mails');
    await server.api.deliverMail();
    expect(changeMails()).toHaveLength(3);
    const to = (recipient: string, text: string) =>
      changeMails().find((m) => m.envelope.to[0] === recipient && m.text.includes(text));
    mails.en = to('demo@lode.example', short(addresses[0] as string));
    mails.ru = to('admin@lode.example', short(addresses[1] as string));
    mails.cn = to('demo@lode.example', short(addresses[2] as string));

    const [en, ru, cn] = [mails.en, mails.ru, mails.cn];
    const at = changed.map((c) => utc(c.body.addressChangedAt as string));
    expect(en?.subject).toBe('Your LTC payout address was changed');
    expect(en?.text).toContain(`Sub-account: demo\nNew address: ${short(addresses[0] as string)}`);
    expect(en?.text).toContain(`Time: ${at[0]}\nBrowser: Chrome on Linux`);
    expect(en?.text).toContain(`LTC payouts wait until ${utc(changed[0]?.body.payoutsHeldUntil)}`);
    expect(en?.text).toMatch(new RegExp(`Freeze LTC payouts: ${APP}/security/freeze/[\\w-]{43}\\n`));
    expect(en?.html).toContain('lang="en"');
    expect(en?.text).not.toContain(addresses[0]);

    expect(ru?.subject).toBe('Адрес для выплат LTC изменён');
    expect(ru?.text).toContain(`Новый адрес: ${short(addresses[1] as string)}\nВремя: ${at[1]}`);
    expect(ru?.text).toContain('Браузер: Chrome, Linux');
    expect(ru?.text).toMatch(new RegExp(`${APP}/ru/security/freeze/[\\w-]{43}\\n`));
    expect(ru?.headers['content-language']).toBe('ru');

    expect(cn?.subject).toBe('您的 LTC 收款地址已更改');
    expect(cn?.text).toContain(`子账户：site-cn\n新地址：${short(addresses[2] as string)}`);
    expect(cn?.text).toContain('浏览器：Linux 上的 Chrome');
    expect(cn?.text).toMatch(new RegExp(`${APP}/cn/security/freeze/[\\w-]{43}\\n`));
    expect(cn?.html).toContain('lang="zh-CN"');
  });
});

describe('the freeze link', () => {
  it('freezes that coin’s payouts of that sub-account once, tells support, and outlasts a new address', async () => {
    const token = freezeTokenOf(mails.en?.text) as string;
    const frozen = await call('/security/freeze', { token: '', method: 'POST', body: { token } });
    expect(frozen.status).toBe(200);
    expect(frozen.body).toEqual({ coin: 'LTC', subaccount: 'demo', frozenAt: expect.any(String) });
    const wallets = async (token: string, query = '') =>
      (await call(`/settings/wallets${query}`, { token })).body.items as { payoutsFrozenAt: string | null }[];
    expect((await wallets(demo)).map((w) => w.payoutsFrozenAt)).toEqual([frozen.body.frozenAt, null]);
    expect((await wallets(demo, '?subaccount=site-cn'))[0]?.payoutsFrozenAt).toBeNull();
    expect((await wallets(admin))[0]?.payoutsFrozenAt).toBeNull();

    const again = await call('/security/freeze', { token: '', method: 'POST', body: { token } });
    expect([again.status, again.body.code]).toEqual([410, 'freeze_link_used']);
    const unknown = await call('/security/freeze', {
      token: '',
      method: 'POST',
      body: { token: 'x'.repeat(43) },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'freeze_link_invalid']);

    const support = await waitFor(
      () => smtp.received.find((m) => m.envelope.to[0] === 'help@pool.example'),
      'the mail to support',
    );
    expect(support.subject).toBe('Payouts frozen: LTC of demo / demo');
    expect(support.text).toContain(`Address set by the change: ${addresses[0]}`);
    expect(support.text).toContain(
      'Lode pays nothing of LTC to this sub-account until the freeze is released.',
    );

    // A new address is still possible; it does not lift the freeze.
    const moved = await change(demo, encodeSegwit('ltc', 0, Buffer.alloc(20, 50)));
    expect([moved.status, moved.body.payoutsFrozenAt]).toEqual([200, frozen.body.frozenAt]);
  });

  it('is refused after 7 days', async () => {
    const token = freezeTokenOf(mails.ru?.text) as string;
    clock.offsetMs = 7 * DAY_MS + 1000;
    const late = await call('/security/freeze', { token: '', method: 'POST', body: { token } });
    clock.offsetMs = 0;
    expect([late.status, late.body.code]).toEqual([410, 'freeze_link_expired']);
    expect((await call('/settings/wallets', { token: admin })).body.items[0].payoutsFrozenAt).toBeNull();
  });
});

describe('the built-in pool', () => {
  it('pays nothing of a frozen coin, and pays the same change unfrozen once its hold is over', async () => {
    const weak = { demo: await accessToken(idp, 'demo'), admin: await accessToken(idp, 'admin') };
    for (const token of Object.values(weak))
      expect(
        (await call('/settings/wallets/LTC', { token, method: 'PUT', body: { payoutThreshold: '0.01' } }))
          .status,
      ).toBe(200);
    const payouts = async (token: string) =>
      (await call('/account/payouts?coin=LTC&pageSize=200', { token })).body.items as {
        id: string;
        sentAt: string;
        address: string;
      }[];
    const before = { demo: await payouts(weak.demo), admin: await payouts(weak.admin) };
    // Four days of the pool at once: the 48 h hold after the changes ends, and each day is settled and paid.
    const moved = await fetch(`${server.url}/api/v1/__lode/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 4 * DAY_MS }),
    });
    expect(moved.status).toBe(200);
    await server.api.tick();
    const fresh = <T extends { id: string }>(list: T[], old: { id: string }[]) =>
      list.filter((p) => !old.some((o) => o.id === p.id));
    const paidAdmin = fresh(await payouts(weak.admin), before.admin);
    expect(paidAdmin.length).toBeGreaterThan(0);
    expect(paidAdmin.every((p) => p.address === addresses[1])).toBe(true);
    expect(fresh(await payouts(weak.demo), before.demo)).toEqual([]);
  }, 120_000);
});
