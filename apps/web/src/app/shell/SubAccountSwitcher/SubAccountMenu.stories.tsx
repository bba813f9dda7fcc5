import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SubAccount, SubAccountList } from '../../../lib/pool';
import { subAccountKeys } from '../../../lib/pool/keys';
import { cachedAnswer } from '../../testing/poolFixtures';
import { SeededCache, storyAuth, withApp } from '../../testing/storyApp';
import { SubAccountMenu } from './SubAccountMenu';

// The sub-account choice at the head of the phone's menu sheet: the active sub-accounts as links, a search box above
// ten of them.

const subAccount = (name: string, over: Partial<SubAccount> = {}): SubAccount => ({
  name,
  default: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  archivedAt: null,
  ...over,
});

const few: SubAccountList = {
  items: [
    subAccount('main', { default: true }),
    subAccount('north-farm'),
    subAccount('old-site', { archivedAt: '2026-11-20T00:00:00.000Z' }),
  ],
  limit: 200,
};

const many: SubAccountList = {
  items: [
    subAccount('main', { default: true }),
    ...Array.from({ length: 14 }, (_, i) => subAccount(`site-${String(i + 1).padStart(2, '0')}`)),
  ],
  limit: 200,
};

const meta = {
  title: 'web/SubAccountMenu',
  component: SubAccountMenu,
  args: { current: 'main' },
  decorators: [
    (Story, { parameters }) => (
      <SeededCache entries={[cachedAnswer(subAccountKeys.list(), parameters.list as SubAccountList)]}>
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      </SeededCache>
    ),
    withApp('/ru/workers?subaccount=main&status=offline&worker=w-1'),
  ],
  parameters: {
    list: few,
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof SubAccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button unfolds the active ones as links to this page in each, filters kept; the current one marked. */
export const Few: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /main/ }, { timeout: 10_000 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['main', 'north-farm']);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[1]).toHaveAttribute('href', '/ru/workers?subaccount=north-farm&status=offline');
    await expect(canvas.getAllByRole('link').at(-1)).toHaveAttribute(
      'href',
      '/ru/subaccounts?subaccount=main',
    );
  },
};

/** More than ten: a search box narrows the links. */
export const Many: Story = {
  parameters: { list: many },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /main/ }, { timeout: 10_000 }));
    await userEvent.type(canvas.getByRole('searchbox'), 'site-1');
    await expect(within(canvas.getByRole('list')).getAllByRole('link')).toHaveLength(5);
  },
};
