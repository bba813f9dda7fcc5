import { pageSettled } from './support/app';
import { axeFindings } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  arrangeNews,
  asMiner,
  bell,
  control,
  freshMinute,
  layoutShift,
  openLive,
  poolClock,
  registerMiner,
  runNextMinute,
  unreadCount,
  watchLayoutShifts,
} from './support/live';

// The live cabinet against the whole stack: the pool API's test controls make a simulated worker come back or stop,
// move the pool's clock and run the minute, and the pages show it through the account's event stream, without a
// reload.
//
// Each test pauses the pool's clock at the start of a minute the API has run, arranges its news there (nothing of the
// account's first minutes is left to come later and blur the picture, and nothing it arranges slips into another
// minute), then moves the clock to the next minute and runs it: the news arrives at once, without waiting for the
// real clock. Sign-in keeps real time; only the pool's time moves. Each test registers a miner of its own, so what
// it changes (a worker, the alert settings) touches no other test.

// The clock runs on after every test, from where the test left it (pool time never goes back).
test.afterEach(async () => {
  await poolClock({ paused: false });
});

test('a worker that comes back shows on /workers and the dashboard within 2 s, without a shift; the bell counts its alerts', async ({
  page,
  context,
}) => {
  await watchLayoutShifts(context);
  await registerMiner(page);
  const worker = await arrangeNews(page, await freshMinute());

  await openLive(page, '/workers');
  const row = page.getByRole('row').filter({ has: page.getByText(worker.name, { exact: true }) });
  await expect(row).toContainText('Inactive');
  const dashboard = await context.newPage();
  await openLive(dashboard, '/dashboard');
  const online = dashboard.locator('[data-stat="workers.online"]');
  const inactive = dashboard.locator('[data-stat="workers.inactive"]');
  const hashrate = dashboard.locator('[data-stat="hashrate.tenMinutes"]');
  const figures = {
    online: await online.innerText(),
    inactive: await inactive.innerText(),
    hashrate: await hashrate.innerText(),
  };
  const unreadBefore = await unreadCount(dashboard);
  const shiftBefore = { workers: await layoutShift(page), dashboard: await layoutShift(dashboard) };

  await runNextMinute();
  const learnt = Date.now();
  // Within 2 s of the control's answer (the API had sampled the minute, evaluated alerts and published the events
  // by then): the status on /workers, the worker counts and the 10-minute hashrate on the dashboard.
  await expect(row).toContainText('Online', { timeout: 2_000 });
  await expect(online).not.toHaveText(figures.online, { timeout: 2_000 });
  await expect(inactive).not.toHaveText(figures.inactive, { timeout: 2_000 });
  await expect(hashrate).not.toHaveText(figures.hashrate, { timeout: 2_000 });
  const onScreenMs = Date.now() - learnt;
  test
    .info()
    .annotations.push({ type: 'figure', description: `on screen ${onScreenMs} ms after the control` });
  // The alerts the minute raised (every worker rejects over 0.1 %), in both tabs, without a reload.
  await expect.poll(() => unreadCount(dashboard)).toBeGreaterThan(unreadBefore);
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(unreadBefore);
  expect((await layoutShift(page)) - shiftBefore.workers, 'layout shift on /workers').toBeLessThanOrEqual(
    0.01,
  );
  expect(
    (await layoutShift(dashboard)) - shiftBefore.dashboard,
    'layout shift on the dashboard',
  ).toBeLessThanOrEqual(0.01);

  // The panel: the history newest first, each alert with its time, rule and worker, by keyboard.
  await bell(dashboard).focus();
  await dashboard.keyboard.press('Enter');
  const panel = dashboard.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const times = await panel
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  expect(times.length).toBeGreaterThan(0);
  expect([...times].sort().reverse()).toEqual(times);
  await expect(panel.getByText('High reject rate').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: `Worker ${worker.name}` }).first()).toHaveAttribute(
    'href',
    `/workers?search=${encodeURIComponent(worker.name)}`,
  );
  expect(await axeFindings(dashboard), 'panel, light theme').toEqual([]);
  await dashboard.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(dashboard)).toBeFocused();

  // Mark read: the count goes, in this tab and after a reload.
  await bell(dashboard).click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await expect(panel.getByText('Unread', { exact: true })).toHaveCount(0);
  await dashboard.keyboard.press('Escape');
  await expect(bell(dashboard)).toHaveAccessibleName('Notifications');
  await dashboard.evaluate(() => localStorage.setItem('theme', 'dark'));
  await dashboard.reload();
  await openLive(dashboard, '/dashboard');
  await expect(dashboard.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(bell(dashboard)).toHaveAttribute('data-unread', '0');
  await bell(dashboard).click();
  await expect(panel).toBeVisible();
  expect(await axeFindings(dashboard), 'panel, dark theme').toEqual([]);
  await dashboard.close();
});

test('a new minute reaches the dashboard through the stream alone, as a reload would show it', async ({
  page,
}) => {
  await registerMiner(page);
  const minute = await freshMinute();
  // A worker gone for days mines again from the next minute: its tiles and its chart's newest bucket move.
  const workers = await asMiner<{ items: { id: string; status: string }[] }>(
    page,
    '/account/workers?algorithm=Scrypt',
  );
  const gone = workers.items.find((w) => w.status === 'inactive');
  if (!gone) throw new Error('the simulated account has no inactive worker');
  await control(`workers/${gone.id}`, { mode: 'recover', at: new Date(minute).toISOString() });
  await openLive(page, '/dashboard');
  const chart = page
    .getByRole('region', { name: 'Hashrate, last 24 hours (10-minute averages)' })
    .locator('table');
  const figures = async () => ({
    tiles: await page.getByTestId('dashboard-tiles').innerText(),
    chart: await chart.textContent(),
  });
  const before = await figures();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.endsWith('/account/stream')) asked.push(pathname);
  });

  await runNextMinute();
  await expect.poll(async () => (await figures()).tiles).not.toBe(before.tiles);
  await expect.poll(async () => (await figures()).chart).not.toBe(before.chart);
  const live = await figures();
  expect(asked, 'requests for the new minute').toEqual([]);

  // The pool's clock stands still: a reload asks the API for the same minute.
  await page.reload();
  await openLive(page, '/dashboard');
  await expect(page.getByTestId('dashboard-tiles')).toHaveAttribute('aria-busy', 'false');
  expect(await figures()).toEqual(live);
});

test('the worker status line turns from the offline warning to all online and back within 2 s, in place, at 1280 and 390 px', async ({
  page,
  context,
}) => {
  await watchLayoutShifts(context);
  await registerMiner(page);
  const minute = await freshMinute();
  // A new miner has an offline Scrypt worker (and a flapping one may be down too): every worker that mined in the
  // last day mines again from the start of this minute, so the next minute takes the offline count from 1 or more
  // to 0. Then one stops, and ten silent minutes later (the pool's clock moved) it counts as offline again.
  const workers = await asMiner<{ items: { id: string; status: string }[] }>(
    page,
    '/account/workers?algorithm=Scrypt',
  );
  const offline = workers.items.filter((w) => w.status === 'offline').length;
  expect(offline, 'the simulated account has an offline worker').toBeGreaterThan(0);
  for (const w of workers.items.filter((w) => w.status !== 'inactive'))
    await control(`workers/${w.id}`, { mode: 'recover', at: new Date(minute).toISOString() });

  await openLive(page, '/dashboard');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await openLive(phone, '/ru/dashboard');
  const tabs = [
    {
      name: '1280 px, en',
      tab: page,
      warning: `${offline} worker${offline === 1 ? ' is' : 's are'} offline`,
    },
    { name: '390 px, ru', tab: phone, warning: ' отключ' },
  ];
  const before: { text: string; height: number; shift: number }[] = [];
  for (const { tab, warning } of tabs) {
    const line = tab.getByTestId('worker-status');
    await expect(line).toContainText(warning, { useInnerText: true });
    await expect(line.locator('a[href$="/workers?status=offline"]')).toBeVisible();
    before.push({
      text: await line.innerText(),
      height: (await line.boundingBox())?.height ?? 0,
      shift: await layoutShift(tab),
    });
  }

  await runNextMinute();
  const learnt = Date.now();
  for (const [i, { name, tab }] of tabs.entries()) {
    const line = tab.getByTestId('worker-status');
    // Within 2 s of the control's answer: the warning and its link are gone, the same line says so instead.
    await expect(line.locator('a[href$="/workers?status=offline"]'), name).toBeHidden({ timeout: 2_000 });
    // (innerText: what is on screen; the state not shown keeps its room in the line, hidden.)
    await expect(line, name).not.toHaveText(before[i]?.text ?? '', { timeout: 2_000, useInnerText: true });
    const onScreenMs = Date.now() - learnt;
    const shift = (await layoutShift(tab)) - (before[i]?.shift ?? 0);
    test.info().annotations.push({
      type: 'figure',
      description: `${name}: status line changed ${onScreenMs} ms after the control; layout shift ${shift.toFixed(4)}`,
    });
    expect(shift, `layout shift, ${name}`).toBeLessThanOrEqual(0.01);
    expect((await line.boundingBox())?.height ?? 0, `the line's height, ${name}`).toBeCloseTo(
      before[i]?.height ?? -1,
      0,
    );
  }
  await expect(page.getByTestId('worker-status')).toContainText('All active workers are online', {
    useInnerText: true,
  });
  await expect(page.getByTestId('worker-status').getByText('All active workers are online')).toBeVisible();
  await expect(page.getByTestId('worker-status')).toHaveAttribute('role', 'status');
  await expect(page.getByRole('link', { name: 'Show all workers' })).toHaveAttribute('href', '/workers');

  // One worker stops at the start of the next minute; past the ten minutes without a share, it is offline.
  const stopping = workers.items.find((w) => w.status !== 'inactive');
  if (!stopping) throw new Error('the simulated account has no active worker');
  await control(`workers/${stopping.id}`, { mode: 'stop', at: new Date(minute + 60_000).toISOString() });
  await poolClock({ advanceMs: 10 * 60_000 });
  await runNextMinute();
  for (const { name, tab, back } of [
    { name: '1280 px, en', tab: page, back: '1 worker is offline' },
    { name: '390 px, ru', tab: phone, back: '1 воркер отключён' },
  ]) {
    const line = tab.getByTestId('worker-status');
    await expect(line, name).toContainText(back, { timeout: 2_000, useInnerText: true });
    await expect(line.locator('a[href$="/workers?status=offline"]'), name).toBeVisible();
  }
  await phone.close();
});

test('a dropped stream comes back after the last event it had, and the alert raised meanwhile still arrives', async ({
  page,
}) => {
  await registerMiner(page);
  await arrangeNews(page, await freshMinute());
  // The first stream drops right after its `ready` (its real opening, from the API, then the end of the body);
  // the attempts that follow are held until the minute has been run, so its events are missed while away.
  let ready = '';
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const attempts: (string | undefined)[] = [];
  // The sub-account's stream (`/account/stream?subaccount=<name>`).
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/account/stream'),
    async (route) => {
      const headers = await route.request().allHeaders();
      attempts.push(headers['last-event-id']);
      if (attempts.length === 1) {
        const abort = new AbortController();
        const response = await fetch(route.request().url(), {
          headers: { authorization: headers.authorization ?? '', accept: 'text/event-stream' },
          signal: abort.signal,
        });
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        let text = '';
        while (!/event: ready\ndata: .*\n\n/.test(text))
          text += new TextDecoder().decode((await reader.read()).value);
        abort.abort();
        ready = /id: (\d+)\nevent: ready/.exec(text)?.[1] ?? '';
        return route.fulfill({ status: 200, contentType: 'text/event-stream', body: text });
      }
      await released;
      // An attempt the page gave up on while held (its first message did not come in time) cannot go on.
      return route.continue().catch(() => {});
    },
  );
  await page.goto('/workers');
  await pageSettled(page);
  const unreadBefore = await unreadCount(page);
  await expect.poll(() => attempts.length).toBeGreaterThan(1);
  expect(ready).not.toBe('');
  expect(attempts[1]).toBe(ready);
  // From here on the history is not fetched again: the new alerts can only come through the stream.
  await page.route('**/api/v1/account/alerts?*', (route) => route.abort());

  await runNextMinute();
  // The minute raised alerts while the page was away.
  const raised = await asMiner<{ unread: number }>(page, '/account/alerts');
  expect(raised.unread).toBeGreaterThan(unreadBefore);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  expect(attempts.every((id, i) => i === 0 || id === ready)).toBe(true);
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(unreadBefore);
});
