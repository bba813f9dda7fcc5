import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Icon, IconProvider } from './Icon';
import { bundledIconNames, bundledIcons } from './bundledIcons';
import { clearIconCache, isSafeIconBody, loadIcon, parseIconName } from './iconLoader';

const pickaxe = '<path fill="currentColor" d="M14 2 L22 10"/>';

function iconSet(prefix: string, icons: Record<string, string>) {
  return {
    prefix,
    width: 24,
    height: 24,
    icons: Object.fromEntries(Object.entries(icons).map(([name, body]) => [name, { body }])),
  };
}

type Reply = { status: number; body?: unknown } | 'hang' | 'offline';

/** A `fetch` that answers each URL as told; a hanging request only ends when its signal aborts. */
function stubFetch(replies: (url: string) => Reply) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const reply = replies(url);
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'hang') {
      return new Promise<never>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return Promise.resolve({
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: () => Promise.resolve(reply.body),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const local = '/pool/api/icons/mdi.json?icons=pickaxe';
const publicApi = 'https://icons.example/mdi.json?icons=pickaxe';

function renderIcon(node: React.ReactNode, iconifyApi: string | null = 'https://icons.example') {
  return render(
    <IconProvider base="/pool/" iconifyApi={iconifyApi}>
      {node}
    </IconProvider>,
  );
}

// Lets pending promises (fetch, json) settle and React commit what they caused.
const settle = () => act(async () => {});

beforeEach(() => clearIconCache());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Icon', () => {
  it('draws a bundled icon at once, in currentColor, without any request', () => {
    const fetchMock = stubFetch(() => 'offline');
    renderIcon(<Icon name="lucide:wallet" label="Wallet" size={24} />);
    const svg = screen.getByRole('img', { name: 'Wallet' });
    expect(svg.getAttribute('width')).toBe('24px');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.innerHTML).toContain('currentColor');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a bare name as lucide, resolves old lucide names, and is decorative without a label', () => {
    const { container } = renderIcon(
      <>
        <Icon name="wallet" />
        <Icon name="alert-triangle" />
      </>,
    );
    const [bare, alias] = container.querySelectorAll('svg');
    expect(bare?.getAttribute('aria-hidden')).toBe('true');
    expect(bare?.getAttribute('width')).toBe('1em');
    expect(bare?.innerHTML).not.toBe('');
    expect(alias?.innerHTML).not.toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('fetches an unbundled icon from the host after render and draws it', async () => {
    const fetchMock = stubFetch((url) =>
      url === local ? { status: 200, body: iconSet('mdi', { pickaxe }) } : { status: 500 },
    );
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" size={32} />);
    const svg = screen.getByRole('img', { name: 'Mining' });
    expect(svg.innerHTML).toBe('');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(local);
    expect(svg.innerHTML).toContain('M14 2');
    expect(svg.getAttribute('height')).toBe('32px');
  });

  it('asks the public API when the host answers with an error', async () => {
    const fetchMock = stubFetch((url) =>
      url === publicApi ? { status: 200, body: iconSet('mdi', { pickaxe }) } : { status: 404 },
    );
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" />);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([local, publicApi]);
    expect(screen.getByRole('img', { name: 'Mining' }).innerHTML).toContain('M14 2');
  });

  it('gives the host 1500 ms, then aborts and asks the public API', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch((url) =>
      url === local ? 'hang' : { status: 200, body: iconSet('mdi', { pickaxe }) },
    );
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(signal?.aborted).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(signal?.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(publicApi);
    await settle();
    expect(screen.getByRole('img', { name: 'Mining' }).innerHTML).toContain('M14 2');
  });

  it('keeps an empty box of the same size when both sources fail, and never throws', async () => {
    vi.useFakeTimers();
    stubFetch((url) => (url === local ? 'hang' : 'offline'));
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" size={40} />);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await settle();
    const svg = screen.getByRole('img', { name: 'Mining' });
    expect(svg.innerHTML).toBe('');
    expect(svg.getAttribute('width')).toBe('40px');
    expect(svg.getAttribute('height')).toBe('40px');
  });

  it('never reaches the internet when the public API is disabled', async () => {
    const fetchMock = stubFetch(() => ({ status: 404 }));
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" />, null);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([local]);
    expect(screen.getByRole('img', { name: 'Mining' }).innerHTML).toBe('');
  });

  it('shares one request between icons of the same name and remembers the answer', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: iconSet('mdi', { pickaxe }) }));
    renderIcon(
      <>
        <Icon name="mdi:pickaxe" label="One" />
        <Icon name="mdi:pickaxe" label="Two" />
      </>,
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();
    renderIcon(<Icon name="mdi:pickaxe" label="Three" />);
    // From the cache: drawn on the first render, no new request.
    expect(screen.getByRole('img', { name: 'Three' }).innerHTML).toContain('M14 2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure: a missing icon is not asked for again', async () => {
    const fetchMock = stubFetch(() => ({ status: 404 }));
    renderIcon(<Icon name="mdi:pickaxe" label="One" />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    cleanup();
    renderIcon(<Icon name="mdi:pickaxe" label="Two" />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses an icon body that could run script', async () => {
    const evil = '<path d="M0 0" onload="alert(1)"/>';
    stubFetch(() => ({ status: 200, body: iconSet('mdi', { pickaxe: evil }) }));
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" />);
    await settle();
    expect(screen.getByRole('img', { name: 'Mining' }).innerHTML).toBe('');
  });

  it('refuses an answer for another collection or without the icon', async () => {
    stubFetch((url) =>
      url === local
        ? { status: 200, body: iconSet('lucide', { pickaxe }) }
        : { status: 200, body: { prefix: 'mdi', icons: {}, not_found: ['pickaxe'] } },
    );
    renderIcon(<Icon name="mdi:pickaxe" label="Mining" />);
    await settle();
    expect(screen.getByRole('img', { name: 'Mining' }).innerHTML).toBe('');
  });

  it('renders on the server: bundled icons drawn, others an empty box of their size, nothing fetched', () => {
    const fetchMock = stubFetch(() => 'offline');
    const html = renderToString(
      <IconProvider>
        <Icon name="lucide:cpu" size={20} />
        <Icon name="mdi:pickaxe" size={20} />
      </IconProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).toMatch(/<svg[^>]*data-icon="lucide:cpu"[^>]*><g [^>]*><path d="M12 20v2/);
    expect(html).toMatch(/<svg[^>]*width="20px" height="20px"[^>]*data-icon="mdi:pickaxe"[^>]*><\/svg>/);
  });
});

describe('loadIcon', () => {
  it('resolves to null for a failure and never rejects', async () => {
    stubFetch(() => 'offline');
    const icon = parseIconName('mdi:pickaxe');
    if (!icon) throw new Error('unparsed');
    await expect(loadIcon(icon, { base: '/', iconifyApi: null, timeoutMs: 1500 })).resolves.toBeNull();
  });
});

describe('parseIconName', () => {
  it('splits names, defaults to lucide and refuses names that are not Iconify names', () => {
    expect(parseIconName('mdi:pickaxe')).toEqual({ collection: 'mdi', name: 'pickaxe' });
    expect(parseIconName('wallet')).toEqual({ collection: 'lucide', name: 'wallet' });
    expect(parseIconName('mdi:../../etc')).toBeNull();
    expect(parseIconName('mdi:a?b=c')).toBeNull();
    expect(parseIconName('')).toBeNull();
  });
});

describe('isSafeIconBody', () => {
  it.each([
    '<script>alert(1)</script>',
    '<path onload="x()"/>',
    '<path/onclick=x()>',
    '<a href="javascript:alert(1)"><path/></a>',
    '<style>body{display:none}</style>',
    '<foreignObject><div/></foreignObject>',
    '<image href="https://tracker.example/p.png"/>',
    '<use href="https://evil.example/s.svg#a"/>',
  ])('refuses %s', (body) => {
    expect(isSafeIconBody(body)).toBe(false);
  });

  it('accepts every bundled icon and ordinary markup with internal references', () => {
    expect(isSafeIconBody('<defs><mask id="a"><path d="M0 0h24v24H0z"/></mask></defs><use href="#a"/>')).toBe(
      true,
    );
    for (const { body } of Object.values(bundledIcons.icons)) expect(isSafeIconBody(body)).toBe(true);
    expect(bundledIconNames.length).toBeGreaterThan(30);
  });
});
