import { animationsFinished } from '../testing/animations';
import { restoreStoredTheme, withColorModeFromToolbar } from '../testing/colorModeStory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { ThemeSwitcher } from '../ThemeSwitcher/ThemeSwitcher';
import { minWidthQuery } from '../tokens/breakpoints';
import { vars } from '../tokens/vars.css';
import { AppShell } from './AppShell';
import { AppShellNavLink } from './AppShellNavLink';
import { usageDocs } from '../../../../.storybook/usageNote';

const cabinetLinks = [
  { label: 'Dashboard', icon: 'lucide:layout-dashboard', href: '/dashboard' },
  { label: 'Statistics', icon: 'lucide:chart-line', href: '/statistics' },
  { label: 'Workers', icon: 'lucide:cpu', href: '/workers' },
  { label: 'Accruals', icon: 'lucide:coins', href: '/accruals' },
  { label: 'Payouts', icon: 'lucide:banknote', href: '/payouts' },
  { label: 'Wallets', icon: 'lucide:wallet', href: '/wallets' },
  { label: 'Referral', icon: 'lucide:users', href: '/referral' },
  { label: 'API', icon: 'lucide:code', href: '/api' },
  { label: 'Settings', icon: 'lucide:settings', href: '/settings' },
] as const;

/** Links that behave like a client-side router's: no page load, the current page follows the click. */
function CabinetNavigation({
  current,
  onNavigate,
}: {
  current: string;
  onNavigate: (label: string) => void;
}) {
  return cabinetLinks.map(({ label, icon, href }) => (
    <AppShellNavLink
      key={href}
      href={href}
      current={current === label}
      icon={<Icon name={icon} size={20} />}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(label);
      }}
    >
      {label}
    </AppShellNavLink>
  ));
}

const logo = (
  <strong
    style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.lg }}
  >
    <Icon name="lucide:activity" size={22} style={{ color: vars.color.primary.text }} />
    Lode
  </strong>
);

const header = (
  <>
    {logo}
    <span style={{ marginInlineStart: 'auto' }}>
      <ThemeSwitcher label="Theme" iconOnly />
    </span>
  </>
);

const tiles = [
  ['Hashrate (24 h)', '9.52 GH/s'],
  ['Workers online', '12 / 13'],
  ['Balance', '0.4213 LTC · 1,208.5 DOGE'],
] as const;

function Dashboard({ title }: { title: string }) {
  return (
    <>
      <h1 style={{ marginTop: 0, fontSize: vars.fontSize.xxl }}>{title}</h1>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: vars.space['4'],
        }}
      >
        {tiles.map(([label, value]) => (
          <section
            key={label}
            aria-label={label}
            style={{
              padding: vars.space['4'],
              borderRadius: vars.radius.lg,
              border: `1px solid ${vars.color.border}`,
              background: vars.color.surface,
            }}
          >
            <p style={{ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>{label}</p>
            <p style={{ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold }}>{value}</p>
          </section>
        ))}
      </div>
      <p>
        Payouts run every hour once your balance reaches the threshold. Last payout 0.2500 LTC to
        ltc1qg82x…7k3s; see the{' '}
        <a href="/payouts" style={{ color: vars.color.primary.text }}>
          payout history
        </a>
        .
      </p>
    </>
  );
}

const footer = <span>© 2025 Lode mining pool · Scrypt, Litecoin with merge-mined Dogecoin</span>;

function CabinetShell() {
  const [current, setCurrent] = useState('Dashboard');
  return (
    <AppShell
      header={header}
      navigationLabel="Cabinet"
      navigation={<CabinetNavigation current={current} onNavigate={setCurrent} />}
      footer={footer}
    >
      <Dashboard title={current} />
    </AppShell>
  );
}

const meta = {
  title: 'ui/AppShell',
  component: AppShell,
  parameters: {
    layout: 'fullscreen',
    // The shell fills a page: in the docs it gets a frame of its own rather than the docs page's width.
    docs: {
      ...usageDocs({
        summary:
          'The page frame: a skip link, a sticky header, side navigation (a column from lg, a drawer below) with `AppShellNavLink`s, the main region and a footer.',
        use: 'Once per page, as the outermost layout of a cabinet or console: it gives every page the same landmarks and the same phone menu.',
        avoid:
          'Inside a dialog, a card or another shell, or for a page with no navigation at all (a sign-in or error page): lay those out with `sprinkles` on a plain `main`.',
        keyboard:
          'The first Tab reaches the skip link, and Enter on it moves focus to the main region. Below lg, the menu button opens the drawer: Tab stays inside it, Escape, its close button or a chosen link closes it, and focus returns to the menu button.',
      }),
      story: { inline: false, iframeHeight: 640 },
    },
  },
  decorators: [withColorModeFromToolbar],
  beforeEach: restoreStoredTheme,
  render: () => <CabinetShell />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stories run at desktop width and at phone width (the stories-mobile project): each play checks the layout
// the viewport really has.
const isDesktop = () => window.matchMedia(minWidthQuery('lg')).matches;

// The Docs page frames each story (a page frame needs a page) and a framed story runs its play function: there
// the interactions would only fight over focus and leave the frames half-way, so they run on the story's own
// canvas and in the test runs only.
function inDocsFrame(): boolean {
  try {
    return (
      window.parent !== window && new URL(window.parent.location.href).searchParams.get('viewMode') === 'docs'
    );
  } catch {
    return false;
  }
}

type Play = NonNullable<Story['play']>;
const outsideDocs =
  (play: Play): Play =>
  async (context) => {
    if (!inDocsFrame()) await play(context);
  };

/** The cabinet: nine links in a column at lg and above, behind the menu button below. */
export const Cabinet: Story = {
  play: outsideDocs(async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Lode mining pool');
    const header = canvas.getByRole('banner').getBoundingClientRect();
    if (isDesktop()) {
      const nav = canvas.getByRole('navigation', { name: 'Cabinet' });
      await expect(within(nav).getAllByRole('link')).toHaveLength(9);
      await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
      // A column beside the content, under the header.
      const column = nav.getBoundingClientRect();
      const main = canvas.getByRole('main').getBoundingClientRect();
      await expect(column.right).toBeLessThanOrEqual(main.left);
      await expect(column.top).toBeGreaterThanOrEqual(header.bottom);
      // Following a link marks it current.
      await userEvent.click(within(nav).getByRole('link', { name: 'Payouts' }));
      await expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Payouts');
    } else {
      // The column is hidden from everyone below lg; the menu button takes its place.
      await expect(canvas.queryByRole('navigation', { name: 'Cabinet' })).toBeNull();
      const menu = canvas.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      // The content has the whole width.
      await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeCloseTo(0, 0);
    }
    await expect(header.top).toBeCloseTo(0, 0);
  }),
};

/** The same cabinet at phone width (375 px) in every project where the viewport global applies. */
export const CabinetMobile: Story = {
  play: async (context) => Cabinet.play?.(context),
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** The skip link is the first stop of the Tab key, shows itself when focused and jumps to the content. */
export const SkipLink: Story = {
  play: outsideDocs(async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab starts in the content, past the header and the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'payout history' })).toHaveFocus();
  }),
};

/** Below lg: the drawer opens from the menu button, traps focus, and closes with Escape, the overlay or a link. */
export const NavigationDrawer: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: outsideDocs(async ({ canvas, canvasElement, step }) => {
    if (isDesktop()) {
      // At lg the column is always there: nothing to open.
      await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
      await expect(canvas.getByRole('navigation', { name: 'Cabinet' })).toBeVisible();
      return;
    }
    const page = within(document.body);
    const menu = canvas.getByRole('button', { name: 'Menu' });

    await step('opens with the keyboard', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(menu).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const drawer = await page.findByRole('dialog', { name: 'Navigation' });
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toHaveAttribute('aria-controls', drawer.id);
      const nav = within(drawer).getByRole('navigation', { name: 'Cabinet' });
      await expect(within(nav).getAllByRole('link')).toHaveLength(9);
      await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    });

    await step('keeps focus inside while open', async () => {
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      for (let i = 0; i < 12; i += 1) {
        await userEvent.tab();
        await expect(drawer.contains(document.activeElement)).toBe(true);
      }
    });

    await step('closes with Escape and gives focus back to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(menu).toHaveFocus();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    await step('closes when the overlay beside it is clicked', async () => {
      await userEvent.keyboard('{Enter}');
      const drawer = await page.findByRole('dialog', { name: 'Navigation' });
      // Measured once it has slid in.
      await animationsFinished(drawer);
      await expect(drawer.getBoundingClientRect().left).toBeCloseTo(0, 0);
      // Beside the drawer is the overlay that dims the page, above the page and outside the drawer.
      const x = window.innerWidth - 8;
      await expect(x).toBeGreaterThan(drawer.getBoundingClientRect().right);
      const beside = document.elementFromPoint(x, window.innerHeight / 2);
      if (!beside) throw new Error('Nothing beside the drawer');
      await expect(drawer.contains(beside)).toBe(false);
      await expect(canvasElement.contains(beside)).toBe(false);
      await userEvent.click(beside);
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(menu).toHaveFocus();
    });

    await step('closes when a link is followed', async () => {
      await userEvent.click(menu);
      const drawer = await page.findByRole('dialog', { name: 'Navigation' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'Workers' }));
      await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Workers');
      await expect(menu).toHaveFocus();
    });
  }),
};

/** The public side: the same frame with header links and no side navigation, so there is no menu button. */
export const PublicPage: Story = {
  render: () => (
    <AppShell
      header={
        <>
          {logo}
          <nav aria-label="Site" style={{ display: 'flex', gap: vars.space['3'], marginInlineStart: 'auto' }}>
            <a href="/faq" style={{ color: vars.color.primary.text }}>
              FAQ
            </a>
            <a href="/calc" style={{ color: vars.color.primary.text }}>
              Calculator
            </a>
          </nav>
          <ThemeSwitcher label="Theme" iconOnly />
        </>
      }
      footer={footer}
    >
      <h1 style={{ marginTop: 0 }}>Mine Litecoin and Dogecoin together</h1>
      <p>Pool hashrate 1.84 TH/s · 3,412 workers · PPLNS, 1% fee.</p>
    </AppShell>
  ),
  play: outsideDocs(async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Site' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  }),
};
