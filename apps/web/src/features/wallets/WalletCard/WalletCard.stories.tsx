import type { PoolSchema } from '@lode/pool-api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import type { Wallet } from '../../../lib/cabinet/settingsQueries';
import { ApiError } from '../../../lib/pool';
import { WalletCard, type WalletActions } from './WalletCard';

// One coin's wallet card in each state the API describes: no address, an address waiting for its proof worker, a
// proved one, one on the built-in pool (no proof, pause and a 48 h hold), and a refusal. The pool API cannot run in
// Storybook's browser, so each story's card talks to a small stand-in below that answers as the API's contract says
// (apps/pool-api/src/settings and source/miningcoreWallets.ts); the e2e suite runs the real one.

const now = Date.parse('2026-11-22T18:00:00.000Z');
const litecoinAddress = 'ltc1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3nmndwj';
const otherLitecoinAddress = 'ltc1qyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zuxktx9';
/** An address the stand-in says another account has proved. */
const takenAddress = 'ltc1qxvenxvenxvenxvenxvenxvenxvenxvenwcpknh';
const workerName = 'lodek3x9q2ab';

/** Litecoin in front of Miningcore, no address linked. */
const engineUnlinked: Wallet = {
  coin: 'LTC',
  address: null,
  payoutThreshold: '0.10000000',
  minPayout: '0.10000000',
  maxPayout: '1000.00000000',
  paused: null,
  addressChangedAt: null,
  payoutsHeldUntil: null,
  proof: null,
  thresholdTakesEffectWithin: 600,
};

const enginePending: Wallet = {
  ...engineUnlinked,
  address: litecoinAddress,
  addressChangedAt: new Date(now).toISOString(),
  proof: {
    status: 'pending',
    workerName,
    login: `${litecoinAddress}.${workerName}`,
    requestedAt: new Date(now).toISOString(),
    provenAt: null,
  },
};

const engineProven: Wallet = {
  ...enginePending,
  proof: {
    ...(enginePending.proof as NonNullable<Wallet['proof']>),
    status: 'proven',
    provenAt: '2026-11-22T18:06:00.000Z',
  },
};

/** Litecoin on the built-in pool (the simulator): no proof, payouts can pause, a new address holds them 48 h. */
const builtIn: Wallet = {
  coin: 'LTC',
  address: litecoinAddress,
  payoutThreshold: '0.50000000',
  minPayout: '0.01000000',
  maxPayout: '1000.00000000',
  paused: false,
  addressChangedAt: null,
  payoutsHeldUntil: null,
  proof: null,
  thresholdTakesEffectWithin: 0,
};

const builtInUnlinked: Wallet = { ...builtIn, address: null };

const refuse = (field: string, message: string) =>
  new ApiError(400, 'validation_failed', 'Some fields are not valid', { [field]: message });

/** The API's answer to a write, as its two wallet stores give it. */
function answer(wallet: Wallet, update: PoolSchema<'WalletUpdate'>): Wallet {
  const engine = wallet.paused === null;
  const address = update.address?.trim();
  if (address === takenAddress) throw refuse('address', 'This address is linked to another account');
  if (update.paused !== undefined && engine) throw refuse('paused', 'This pool engine cannot pause payouts');
  const changes = address !== undefined && address !== wallet.address;
  if (update.payoutThreshold !== undefined && engine && (changes || wallet.proof?.status !== 'proven'))
    throw refuse('payoutThreshold', 'Prove the address first: the pool pays only proved addresses');
  let next: Wallet = { ...wallet };
  if (changes) {
    const at = new Date().toISOString();
    next = engine
      ? {
          ...next,
          address,
          addressChangedAt: at,
          proof: {
            status: 'pending',
            workerName,
            login: `${address}.${workerName}`,
            requestedAt: at,
            provenAt: null,
          },
        }
      : {
          ...next,
          address,
          addressChangedAt: at,
          payoutsHeldUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        };
  }
  if (update.payoutThreshold !== undefined) next.payoutThreshold = Number(update.payoutThreshold).toFixed(8);
  if (update.paused !== undefined) next.paused = update.paused;
  return next;
}

/** The card with the stand-in API behind it; `unlinkFails` makes the unlink answer a server error. */
function CardWithApi({ wallet: first, unlinkFails = false }: { wallet: Wallet; unlinkFails?: boolean }) {
  const [wallet, setWallet] = useState(first);
  const [checkedAt, setCheckedAt] = useState(now);
  const actions: WalletActions = {
    update: async (_coin, update) => {
      const next = answer(wallet, update);
      setWallet(next);
      return next;
    },
    unlink: async () => {
      if (unlinkFails) throw new ApiError(503, 'unavailable', 'The pool database is not answering');
      const next: Wallet = {
        ...wallet,
        address: null,
        proof: null,
        addressChangedAt: null,
        payoutsHeldUntil: null,
        payoutThreshold: wallet.minPayout,
        paused: wallet.paused === null ? null : false,
      };
      setWallet(next);
      return next;
    },
    // The proof worker has mined meanwhile: the next read finds it.
    check: async () => {
      setCheckedAt(Date.now());
      if (wallet.proof?.status === 'pending')
        setWallet({
          ...wallet,
          proof: { ...wallet.proof, status: 'proven', provenAt: '2026-11-22T18:06:00.000Z' },
        });
    },
  };
  return <WalletCard wallet={wallet} actions={actions} checkedAt={checkedAt} />;
}

const meta = {
  title: 'web/WalletCard',
  component: CardWithApi,
  decorators: [
    (Story) => (
      <div style={{ width: 'min(100vw - 32px, 28rem)' }}>
        <Story />
      </div>
    ),
    withApp('/wallets'),
  ],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: { wallet: engineUnlinked },
} satisfies Meta<typeof CardWithApi>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address: the card says so and offers to link one; the dialog starts on the address field. */
export const Unlinked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await expect(within(card).getByText(/No LTC address is linked/)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /Unlink/ })).toBeNull();
    await expect(within(card).queryByRole('switch')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Link an address to the LTC wallet' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Link an address to the LTC wallet' });
    const address = within(dialog).getByRole('textbox', { name: 'Payout address' });
    await waitFor(() => expect(address).toHaveFocus());
    // In front of a pool engine the threshold waits for the proof.
    await expect(within(dialog).queryByRole('textbox', { name: 'Payout threshold' })).toBeNull();
    await expect(within(dialog).getByText(/once the address is proved/)).toBeVisible();
    await userEvent.type(address, litecoinAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByTestId('new-address')).toHaveTextContent(litecoinAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link address' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Linked: now it waits for the proof worker.
    await expect(within(card).getByText('Waiting for the worker')).toBeVisible();
    await expect(within(card).getByTestId('proof-login')).toHaveTextContent(
      `${litecoinAddress}.${workerName}`,
    );
    await expect(within(card).getByRole('button', { name: 'Edit the LTC wallet' })).toHaveFocus();
  },
};

/** Waiting for the proof: numbered steps with the one-time login to copy; "Check now" finds the worker. */
export const PendingProof: Story = {
  args: { wallet: enginePending },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await expect(within(card).getByText('Waiting for the worker')).toBeVisible();
    const steps = within(card).getByRole('region', { name: 'Prove that this address is yours' });
    await expect(
      within(steps).getByText(/This proves the address is yours; it works with any wallet/),
    ).toBeVisible();
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Numbered on screen, not only in the markup: a list item laid out as anything but `list-item` loses its number.
    for (const item of items) await expect(getComputedStyle(item).display).toBe('list-item');
    await expect(items[0]).toHaveTextContent(/user name \(worker\)/);
    await expect(within(steps).getByTestId('proof-login')).toHaveTextContent(
      `${litecoinAddress}.${workerName}`,
    );
    // No threshold or pause while the address is not proved: the pool does not pay it yet.
    await expect(within(card).queryByText('Payout threshold')).toBeNull();
    await expect(within(card).queryByRole('switch')).toBeNull();

    await userEvent.click(within(steps).getByRole('button', { name: 'Copy user name' }));
    await expect(await within(steps).findByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(within(steps).getByRole('button', { name: 'Copy user name' })).toBeVisible(), {
      timeout: 3000,
    });

    await userEvent.click(within(steps).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(within(card).getByText(/^Proved on /)).toBeVisible());
    await expect(within(card).queryByRole('region', { name: 'Prove that this address is yours' })).toBeNull();
    await expect(
      within(card).getByText('Address proved: the pool shows its data and pays it.'),
    ).toBeVisible();
  },
};

/** Proved: the threshold is editable and says it applies at the engine's next payout run; no pause on an engine. */
export const Proven: Story = {
  args: { wallet: engineProven },
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await expect(within(card).getByText(/^Proved on /)).toBeVisible();
    await expect(
      within(card).getByText('Applies at the pool’s next payout run, within 10 minutes'),
    ).toBeVisible();
    await expect(within(card).queryByRole('switch')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the LTC wallet' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Edit the LTC wallet' });
    const threshold = within(dialog).getByRole('textbox', { name: 'Payout threshold' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(within(card).getByText(/^2\.50000000\sLTC/)).toBeVisible();
    await expect(within(card).getByText('Saved.')).toBeVisible();
  },
};

/**
 * The built-in pool: no proof, a pause switch, thresholds at once. Unlinking asks first, by keyboard; the card then
 * offers to link an address again, with focus on that button.
 */
export const SimulatorWallet: Story = {
  args: { wallet: builtIn },
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await expect(within(card).getByText('Applies at once')).toBeVisible();
    await expect(within(card).queryByText('Waiting for the worker')).toBeNull();
    await expect(within(card).getByRole('switch', { name: 'Pause payouts' })).not.toBeChecked();

    const unlink = within(card).getByRole('button', { name: 'Unlink the LTC address' });
    unlink.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const question = await page.findByRole('alertdialog', { name: 'Unlink the LTC address?' });
    await expect(question).toHaveAccessibleDescription(/payouts no longer show here/);
    await expect(within(question).getByTestId('unlink-address')).toHaveTextContent(litecoinAddress);
    // Focus starts on the safe choice; Escape keeps the address.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(unlink).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await page.findByRole('alertdialog', { name: 'Unlink the LTC address?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Unlink address' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(within(card).getByText(/No LTC address is linked/)).toBeVisible();
    await expect(within(card).getByText('Unlinked.')).toBeVisible();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Link an address to the LTC wallet' })).toHaveFocus(),
    );
  },
};

/** Linking on the built-in pool takes the threshold with the address, and holds payouts for 48 hours. */
export const SimulatorLink: Story = {
  args: { wallet: builtInUnlinked },
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Link an address to the LTC wallet' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Link an address to the LTC wallet' });
    await expect(dialog).toHaveAccessibleDescription(/holds payouts for 48 hours/);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Payout address' }),
      otherLitecoinAddress,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText(/wait 48 hours after the change/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link address' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(within(card).getByText(otherLitecoinAddress)).toBeVisible();
    await expect(within(card).getByTestId('held-LTC')).toBeVisible();
  },
};

/**
 * Refusals: the API's field message under its field, in the page's words, with what was typed kept and focused; a
 * failed unlink keeps the question open with its reason.
 */
export const Refused: Story = {
  args: { wallet: engineProven, unlinkFails: true },
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the LTC wallet' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit the LTC wallet' });
    // The confirmation step replaces the form, so the fields are looked up again each time it comes back.
    const address = () => within(dialog).getByRole('textbox', { name: 'Payout address' });
    const threshold = () => within(dialog).getByRole('textbox', { name: 'Payout threshold' });
    await userEvent.clear(address());
    await userEvent.type(address(), takenAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    await expect(await within(dialog).findByText('This address is linked to another account')).toBeVisible();
    await expect(address()).toHaveValue(takenAddress);
    await expect(address()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address()).toHaveFocus());

    // A new address and a new threshold at once: the engine wants the new address proved first.
    await userEvent.clear(address());
    await userEvent.type(address(), otherLitecoinAddress);
    await userEvent.clear(threshold());
    await userEvent.type(threshold(), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    await expect(
      await within(dialog).findByText('Prove the address first: the pool pays only proved addresses'),
    ).toBeVisible();
    await expect(threshold()).toHaveValue('3');
    await expect(threshold()).toHaveAttribute('aria-invalid', 'true');
    await expect(address()).toHaveValue(otherLitecoinAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(card).getByRole('button', { name: 'Unlink the LTC address' }));
    const question = await page.findByRole('alertdialog', { name: 'Unlink the LTC address?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Unlink address' }));
    await expect(
      await within(question).findByText('The address was not unlinked: The pool database is not answering'),
    ).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(within(card).getByText(litecoinAddress)).toBeVisible();
  },
};
