import type { PoolSchema } from '@lode/pool-api/client';
import { breakpoints } from '@lode/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiPath, standInForPoolApi } from '../../testing/poolApiStandIn';
import { withApp } from '../../testing/storyApp';
import { WatchLayout } from './WatchLayout';

// The watch layout around a stand-in page. The layout keeps a cache of its own (nothing of a signed-in account in
// the tab mixes with the view), so a seeded cache given from outside never reaches it: the story stands in for the
// network at `fetch` instead (the pool API cannot run in Storybook's browser), answering the link's description
// (`GET /account/watcher`) and holding its live stream open, and keeps the requests the view sent.

const secret = 'q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ';

/** The link as `GET /account/watcher` describes it: the dashboard and the workers shared. */
const view: PoolSchema<'WatcherView'> = {
  label: 'Hosting client: site A',
  subaccount: 'north-farm',
  owner: 'demo',
  scopes: ['workers'],
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-31T10:00:00.000Z',
};

/** The requests to the pool API the story's view sent, oldest first. */
const sent: Request[] = [];

/** Ends the open live stream with `end` and a reason, as the API does when the link stops working. */
let endStream: ((reason: string) => void) | undefined;

/** The live stream of the view: `ready`, then open until the story ends it. */
function liveStream(): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
      endStream = (reason) => {
        controller.enqueue(encoder.encode(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`));
        controller.close();
      };
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** An error the API answers the link's description with (a link that no longer works). */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * Stands in for the network while a story runs: answers the link's description with the view, or with
 * `parameters.refusal` when given, holds the stream open, and refuses anything else as a link's refused read.
 */
function standInForTheApi({ parameters }: { parameters: Record<string, unknown> }) {
  const refusal = parameters.refusal as Refusal | undefined;
  const restore = standInForPoolApi(sent, (path) => {
    if (path === '/account/watcher')
      return refusal
        ? Response.json({ code: refusal.code, message: refusal.message }, { status: refusal.status })
        : Response.json(view);
    if (path === '/account/stream') return liveStream();
    return Response.json(
      { code: 'watcher_forbidden', message: 'This watcher link does not show that' },
      { status: 403 },
    );
  });
  return () => {
    restore();
    endStream = undefined;
  };
}

/** Stands in for the view's pages: a heading naming where the router is. */
function Page() {
  const { pathname } = useLocation();
  return <h1>{pathname}</h1>;
}

function Watch() {
  return (
    <Routes>
      <Route element={<WatchLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'web/WatchLayout',
  component: Watch,
  decorators: [
    // The address the story opens (`parameters.path`), the view's dashboard unless it says.
    (Story, context) =>
      withApp((context.parameters.path as string | undefined) ?? `/watch/${secret}`)(Story, context),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: standInForTheApi,
} satisfies Meta<typeof Watch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the story's screen is narrower than lg, where the navigation is a drawer. */
const narrow = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? 1280) < breakpoints.lg;

/** The page links of a navigation: its links but the language switcher's, under Preferences. */
function pageLinks(navigation: HTMLElement): HTMLElement[] {
  const preferences = within(navigation).getByRole('region', { name: 'Preferences' });
  return within(navigation)
    .getAllByRole('link')
    .filter((link) => !preferences.contains(link));
}

/** The page links of the view's navigation: the column from lg up, the drawer (opened for it) on smaller screens. */
async function navigationLinks(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  if (!narrow(canvasElement)) return pageLinks(canvas.getByRole('navigation', { name: 'Shared view' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
  return pageLinks(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Shared view' }),
  );
}

/**
 * The view's dashboard: the bar says whose view it is, the navigation lists the shared pages only, the page asks
 * search engines and other sites to keep the address to themselves, and the reads go through the link.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = await canvas.findByRole('region', { name: 'About this shared view' }, { timeout: 10_000 });
    await expect(within(bar).getByText('demo shares the sub-account “north-farm” with you')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`/watch/${secret}`);
    const head = canvasElement.ownerDocument.head;
    await expect(head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const described = sent.find((r) => apiPath(r) === '/account/watcher');
    await expect(described?.headers.get('Authorization')).toBe(`Watcher ${secret}`);
    const links = await navigationLinks(canvasElement);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/watch/${secret}`,
      `/watch/${secret}/workers`,
    ]);
    // The drawer opened for them is closed again, as a reader leaves it.
    if (narrow(canvasElement)) {
      await userEvent.keyboard('{Escape}');
      await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    }
  },
};

/** The address of a page the link does not share: said in its place, with the way to what it does share. */
export const NotShared: Story = {
  parameters: { path: `/watch/${secret}/payouts` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This page is not shared' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the shared dashboard' })).toHaveAttribute(
      'href',
      `/watch/${secret}`,
    );
    await expect(canvas.getByRole('region', { name: 'About this shared view' })).toBeVisible();
  },
};

/** The owner revokes the link while the view is open: the stream ends, and the view says so in place of it. */
export const RevokedWhileOpen: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'About this shared view' }, { timeout: 10_000 });
    await waitFor(() => expect(endStream).toBeDefined(), { timeout: 10_000 });
    endStream?.('watcher_revoked');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link was revoked' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'About this shared view' })).toBeNull();
    await expect(canvas.queryByText(`/watch/${secret}`)).toBeNull();
  },
};

/** A link that has expired, opened in Chinese: the API refuses the link's description, and the view says why. */
export const ExpiredChinese: Story = {
  globals: { locale: 'cn' },
  parameters: {
    refusal: { status: 401, code: 'watcher_expired', message: 'This watcher link has expired' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '此链接已过期' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/cn');
  },
};
