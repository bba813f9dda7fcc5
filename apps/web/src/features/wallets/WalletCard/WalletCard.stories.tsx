import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import {
  builtIn,
  builtInUnlinked,
  CardWithApi,
  enginePending,
  engineProven,
  engineUnlinked,
  litecoinAddress,
  otherLitecoinAddress,
  takenAddress,
  workerName,
} from './WalletCard.standIn';

// One coin's wallet card in each state the API describes: no address, an address waiting for its proof worker, a
// proved one, one on the built-in pool (no proof, pause and a 48 h hold), and a refusal. The pool API cannot run in
// Storybook's browser, so each story's card talks to the stand-in in WalletCard.standIn.tsx, which answers as the API's contract says
// (apps/pool-api/src/settings and source/miningcoreWallets.ts); the e2e suite runs the real one.

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

const stepUps: string[] = [];

/**
 * A new address on a pool that asks for a second factor first: the confirmation keeps the address, says what happens,
 * and its button goes to the sign-in service with the draft kept.
 */
export const AddressNeedsSecondFactor: Story = {
  args: { wallet: builtIn, secondFactor: true },
  parameters: {
    auth: storyAuth({
      isAuthenticated: true,
      userInfo: { sub: 'u1', preferred_username: 'demo' },
      stepUp: async (options) => void stepUps.push(JSON.stringify(options)),
    }),
  },
  beforeEach: () => {
    stepUps.length = 0;
  },
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('region', { name: 'LTC wallet' }, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the LTC wallet' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const address = within(dialog).getByRole('textbox', { name: 'Payout address' });
    await userEvent.clear(address);
    await userEvent.type(address, otherLitecoinAddress);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change address' }));
    const notice = await within(dialog).findByRole('status');
    await expect(notice).toHaveTextContent(/Confirm it’s you.*authenticator app/);
    await expect(within(dialog).getByTestId('new-address')).toHaveTextContent(otherLitecoinAddress);
    await expect(within(dialog).getByRole('button', { name: 'Change address' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to confirm' }));
    await waitFor(() => expect(stepUps).toHaveLength(1));
    const asked = JSON.parse(stepUps[0] ?? '{}') as { acrValues: string; maxAge: number; resume: unknown };
    await expect(asked).toMatchObject({
      acrValues: '2',
      maxAge: 300,
      resume: { form: 'wallet:LTC', draft: { address: otherLitecoinAddress } },
    });
  },
};
