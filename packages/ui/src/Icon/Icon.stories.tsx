import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../tokens/vars.css';
import { Icon, IconProvider } from './Icon';
import { bundledIconNames } from './bundledIcons';
import { clearIconCache, defaultIconTimeoutMs, loadIcon, parseIconName } from './iconLoader';
import { usageDocs } from '../../../../.storybook/usageNote';

// Stories never reach the internet: the public Iconify API is off, only Storybook's own origin is asked.
const offline = { base: '/', iconifyApi: null, timeoutMs: defaultIconTimeoutMs };

const meta = {
  title: 'ui/Icon',
  component: Icon,
  parameters: {
    docs: usageDocs({
      summary:
        "An icon by its Iconify name: the bundled lucide subset draws at once (also in server HTML); other names are fetched from the host's `api/icons`.",
      use: 'Beside a label, in a button or a status, at the size of the text around it. `IconProvider` near the root says where icons are fetched from.',
      avoid:
        'As the only content of a control (use IconButton, which gives it a name), or to carry a meaning no words carry: an icon alone is decoration unless it has a `label`.',
      keyboard: 'None: it takes no focus.',
    }),
  },
  args: { name: 'lucide:wallet', size: 24, label: 'Wallet' },
  decorators: [
    (Story) => (
      <IconProvider base={offline.base} iconifyApi={offline.iconifyApi}>
        <Story />
      </IconProvider>
    ),
  ],
  beforeEach: () => clearIconCache(),
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Wallet' });
    await expect(icon.querySelector('path')).not.toBeNull();
    await expect(icon.getBoundingClientRect().width).toBeCloseTo(24, 0);
    await expect(icon.getBoundingClientRect().height).toBeCloseTo(24, 0);
  },
};

/** Every bundled icon with the name to pass to `Icon`: these render with no request, on the server too. */
export const BundledGallery: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ul
      aria-label="Bundled icons"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: vars.space['3'],
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {bundledIconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: vars.space['2'],
            padding: vars.space['2'],
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            background: vars.color.surface,
          }}
        >
          <Icon name={name} size={24} />
          <code style={{ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(bundledIconNames.length);
    for (const item of items) {
      const svg = item.querySelector('svg');
      // Drawn, not an empty placeholder: every listed name really is in the bundle.
      await expect(svg?.childElementCount).toBeGreaterThan(0);
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByText('lucide:layout-dashboard')).toBeVisible();
    await expect(canvas.getByText('lucide:wallet')).toBeVisible();
  },
};

/** A number is pixels; the default `1em` follows the text around it. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space['3'] }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: vars.space['3'] }}>
        {[16, 20, 24, 32, 48].map((size) => (
          <Icon key={size} name="lucide:cpu" size={size} label={`Worker, ${size} px`} />
        ))}
      </div>
      <p style={{ fontSize: vars.fontSize.xl, margin: 0 }}>
        <Icon name="lucide:activity" label="Hashrate" /> 9.52 GH/s
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of [16, 20, 24, 32, 48]) {
      const box = canvas.getByRole('img', { name: `Worker, ${size} px` }).getBoundingClientRect();
      await expect(box.width).toBeCloseTo(size, 0);
      await expect(box.height).toBeCloseTo(size, 0);
    }
    const inline = canvas.getByRole('img', { name: 'Hashrate' });
    const fontSize = Number.parseFloat(getComputedStyle(inline.parentElement as HTMLElement).fontSize);
    await expect(inline.getBoundingClientRect().height).toBeCloseTo(fontSize, 0);
  },
};

const tones = [
  ['success', 'lucide:circle-check', 'Worker online'],
  ['warning', 'lucide:triangle-alert', 'Hashrate dropped'],
  ['error', 'lucide:x', 'Worker offline'],
  ['info', 'lucide:info', 'Payout scheduled'],
  ['primary', 'lucide:coins', 'Accrual'],
] as const;

/** Icons draw in `currentColor`: colour them through the text colour of where they sit. */
export const Colours: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] }}>
      {tones.map(([role, name, text]) => (
        <li key={role} style={{ color: vars.color[role].text, display: 'flex', gap: vars.space['2'] }}>
          <Icon name={name} size={20} label={role} />
          {text}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const [role] of tones) {
      const icon = canvas.getByRole('img', { name: role });
      const expected = getComputedStyle(icon.parentElement as HTMLElement).color;
      const stroked = icon.querySelector('[stroke]') as SVGElement;
      await expect(getComputedStyle(stroked).stroke).toBe(expected);
    }
    // Different roles really give different colours.
    const colours = tones.map(([role]) => getComputedStyle(canvas.getByRole('img', { name: role })).color);
    await expect(new Set(colours).size).toBe(tones.length);
  },
};

/**
 * A name that is not bundled, with the public API switched off: the host endpoint has no such icon here, so the
 * icon stays an empty box of its size and the text beside it does not move.
 */
export const UnbundledOffline: Story = {
  args: { name: 'mdi:pickaxe', size: 32, label: 'Mining' },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: vars.space['2'], margin: 0 }}>
      <Icon {...args} />
      <span>rig-01 · 9.52 GH/s</span>
    </p>
  ),
  play: async ({ canvas, args }) => {
    const icon = canvas.getByRole('img', { name: 'Mining' });
    const text = canvas.getByText('rig-01 · 9.52 GH/s');
    const before = text.getBoundingClientRect().left;
    const parsed = parseIconName(args.name);
    if (!parsed) throw new Error(`Not an icon name: ${args.name}`);
    // The same request the Icon started (requests are shared): once it settles, both sources have failed.
    await expect(await loadIcon(parsed, offline)).toBeNull();
    await expect(icon.childElementCount).toBe(0);
    await expect(icon.getBoundingClientRect().width).toBeCloseTo(32, 0);
    await expect(icon.getBoundingClientRect().height).toBeCloseTo(32, 0);
    await expect(text.getBoundingClientRect().left).toBeCloseTo(before, 0);
  },
};

const pickaxeSet = {
  prefix: 'mdi',
  width: 24,
  height: 24,
  icons: {
    pickaxe: {
      body: '<path fill="currentColor" d="M14.79 10.62L3.5 21.9l-1.4-1.4L13.38 9.21zM16.06 3.5l5.2 5.2c.1-1.6-.3-3.2-1.4-4.4S17.7 3.4 16.06 3.5M9.5 6l3 3l-1 1l-3-3zm6-2.5L21 9l-1 1l-5.5-5.5z"/>',
    },
  },
};

// A host of its own, so the stand-in answers this story only (the Docs page renders every story at once).
const standInBase = '/story-host/';

/** A name that is not bundled, answered by the host's icon endpoint (stood in for here): drawn after mount. */
export const UnbundledFromHost: Story = {
  args: { name: 'mdi:pickaxe', size: 32, label: 'Mining' },
  decorators: [
    (Story) => (
      <IconProvider base={standInBase} iconifyApi={null}>
        <Story />
      </IconProvider>
    ),
  ],
  beforeEach: () => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (
        url.pathname === `${standInBase}api/icons/mdi.json` &&
        url.searchParams.get('icons') === 'pickaxe'
      ) {
        return Response.json(pickaxeSet);
      }
      return realFetch(input, init);
    };
    return () => {
      window.fetch = realFetch;
    };
  },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Mining' });
    await waitFor(() => expect(icon.querySelector('path')).not.toBeNull());
    await expect(icon.getBoundingClientRect().width).toBeCloseTo(32, 0);
  },
};
