import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { standInForPoolApi } from '../../app/testing/poolApiStandIn';
import { withApp } from '../../app/testing/storyApp';
import { FreezeLink } from './FreezePayouts';

// The freeze link's page, with the pool API's answers to `POST /security/freeze` played by a stand-in (the API
// cannot run in Storybook's browser; the e2e suite posts to the real one).

const token = 'lUq3Xv0cR1m2bq9f3zY0dXk1Vf5m0f8cA4jG7wq2rTs';
const sent: Request[] = [];
const freezeName = /^(freeze payouts|заморозить выплаты|冻结付款)$/i;

/** The page with the API answering `status` and `body`. */
const answering = (status: number, body: unknown) => () =>
  standInForPoolApi(sent, () => Response.json(body, { status }));

const meta = {
  title: 'web/FreezePayouts',
  component: FreezeLink,
  decorators: [withApp(`/security/freeze/${token}`)],
  args: { token },
  beforeEach: answering(200, { coin: 'LTC', subaccount: 'site-a', frozenAt: '2026-12-07T01:20:00.000Z' }),
} satisfies Meta<typeof FreezeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button freezes; the page then says what is frozen since when, and the button is gone. */
export const Frozen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: freezeName }, { timeout: 10_000 }));
    const done = await canvas.findByRole('status');
    await expect(done).toHaveTextContent(/LTC.*site-a/);
    await expect(canvas.queryByRole('button', { name: freezeName })).toBeNull();
    await expect(sent).toHaveLength(1);
    await expect(await sent[0]?.json()).toEqual({ token });
  },
};

/** A link used before: the payouts are frozen already, and the page says so without an error's tone. */
export const UsedBefore: Story = {
  beforeEach: answering(410, { code: 'freeze_link_used', message: 'This freeze link was used already' }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: freezeName }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/used already|уже|已/);
  },
};

/** The API failed: nothing changed, the button stays for another try. */
export const Failed: Story = {
  beforeEach: answering(503, { code: 'unavailable', message: 'The pool database is not answering' }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: freezeName }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/not answering/);
    await expect(canvas.getByRole('button', { name: freezeName })).toBeEnabled();
  },
};
