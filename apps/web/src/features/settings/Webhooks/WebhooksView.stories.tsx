import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import type {
  WebhookCreate,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from '../../../lib/cabinet/webhookQueries';
import { ApiError } from '../../../lib/pool';
import { WebhooksView, type WebhooksViewProps } from './WebhooksView';

// The section as the API's answers leave it. The writes are the story's own functions, answering as the API does,
// since the pool API cannot run in Storybook's browser. Dates are fixed, so the list reads the same on every run.

const endpoint = (id: string, url: string, extra: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url,
  description: '',
  format: 'standard',
  subaccounts: null,
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDeliveryAt: null,
  lastStatusCode: null,
  ...extra,
});

const endpoints: WebhookEndpoint[] = [
  endpoint('e1', 'https://monitor.farm.example/hooks/lode', {
    description: 'Farm monitoring',
    lastDeliveryAt: '2026-12-06T11:58:00.000Z',
    lastStatusCode: 200,
  }),
  endpoint('e2', 'https://hooks.slack.com/services/T000/B000/XXXX', {
    format: 'slack',
    subaccounts: ['main', 'north'],
    enabled: false,
    disabledReason: 'owner',
  }),
  endpoint('e3', 'https://old-receiver.example/alerts', {
    format: 'discord',
    enabled: false,
    disabledReason: 'failing',
    failingSince: '2026-12-04T03:10:00.000Z',
    lastDeliveryAt: '2026-12-05T03:10:00.000Z',
    lastStatusCode: 502,
  }),
];

const delivery = (id: string, extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  eventId: `msg_${id}`,
  eventType: 'worker.offline',
  createdAt: '2026-12-06T11:58:00.000Z',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttempt: {
    at: '2026-12-06T11:58:00.000Z',
    statusCode: 200,
    latencyMs: 84,
    responseStart: '{"ok":true}',
    error: null,
  },
  ...extra,
});

const firstPage: WebhookDeliveryPage = {
  deliveries: [
    delivery('d3', {
      eventType: 'hashrate.low',
      status: 'retrying',
      attempts: 2,
      nextAttemptAt: '2026-12-06T12:01:00.000Z',
      lastAttempt: {
        at: '2026-12-06T12:00:00.000Z',
        statusCode: 503,
        latencyMs: 1210,
        responseStart: 'Service Unavailable',
        error: 'http_status',
      },
    }),
    delivery('d2'),
  ],
  nextCursor: 'c2',
};
const secondPage: WebhookDeliveryPage = {
  deliveries: [delivery('d1', { eventType: 'test', createdAt: '2026-12-05T08:00:00.000Z' })],
  nextCursor: null,
};

const secret = 'whsec_MfKQ9r1NM8shLbAT5dY6hS6s9pXH3b3x';

/** What the API answers to an add: the endpoint and its secret. */
const added = async (body: WebhookCreate): Promise<WebhookCreated> => ({
  endpoint: endpoint('e9', body.url, {
    description: body.description ?? '',
    format: body.format ?? 'standard',
    subaccounts: body.subaccounts ?? null,
    createdAt: '2026-12-06T12:00:00.000Z',
  }),
  secret,
});

const meta = {
  title: 'web/Settings/Webhooks',
  component: WebhooksView,
  decorators: [withApp('/settings')],
  parameters: {
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
  args: {
    endpoints,
    subaccounts: ['main', 'north', 'south'],
    onRetry: fn(),
    onAdd: fn(added),
    onToggle: fn(async () => undefined),
    onTest: fn(async () => delivery('d9', { eventType: 'test' })),
    onDelete: fn(async () => undefined),
    loadDeliveries: fn(async (_id: string, cursor: string | null) => (cursor ? secondPage : firstPage)),
  },
} satisfies Meta<typeof WebhooksView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each endpoint with its state, format, sub-accounts and last delivery; one turned off after failing says why. */
export const Endpoints: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Your endpoints' }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['active', 'owner', 'failing']);
    const [active, off, failing] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(within(active).getByText('Farm monitoring')).toBeVisible();
    await expect(within(active).getByRole('switch', { name: 'Send alerts here' })).toBeChecked();
    await expect(within(off).getByText('main and north')).toBeVisible();
    await expect(within(off).getByText('Turned off')).toBeVisible();
    await expect(within(failing).getByText('Turned off after failing')).toBeVisible();
    await expect(failing).toHaveTextContent('so the pool turned this endpoint off and e-mailed you');
    await expect(canvas.queryByText(secret)).toBeNull();
  },
};

/** The same in Russian. */
export const EndpointsRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Ваши адреса' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Отправить тестовое событие на https://old-receiver.example/alerts',
      }),
    ).toBeVisible();
  },
};

/** The same in Chinese. */
export const EndpointsChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: '您的接收地址' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the list loads: a placeholder, and the form already usable. */
export const Loading: Story = {
  args: { endpoints: undefined },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Endpoint URL' }, { timeout: 10_000 }),
    ).toBeEnabled();
  },
};

/** A list that could not be read: the reason and Retry. */
export const LoadFailed: Story = {
  args: { endpoints: undefined, loadError: 'The pool API is not answering' },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText(
        'The webhooks could not be loaded: The pool API is not answering',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No endpoint yet: it says how to start. */
export const Empty: Story = {
  args: { endpoints: [] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No webhooks yet. Add an endpoint below to get alerts at your own address.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Add a Slack endpoint for two sub-accounts: the secret is shown once in a dialog with Copy. */
export const Add: Story = {
  args: { endpoints: [] },
  play: async ({ canvas, args }) => {
    const url = await canvas.findByRole('textbox', { name: 'Endpoint URL' }, { timeout: 10_000 });
    await userEvent.type(url, 'https://hooks.slack.com/services/T1/B1/abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description (optional)' }), 'Night shift');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Message format' }), 'slack');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All sub-accounts, also ones added later' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'north' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'main' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      url: 'https://hooks.slack.com/services/T1/B1/abc',
      description: 'Night shift',
      format: 'slack',
      subaccounts: ['main', 'north'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your endpoint’s signing secret' });
    await expect(within(dialog).getByTestId('webhook-secret-value')).toHaveTextContent(secret);
    await expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await expect(url).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByText(secret)).toBeNull();
  },
};

/** A URL that is no web address, or with no sub-account chosen, is refused without asking the API. */
export const AddChecked: Story = {
  play: async ({ canvas, args }) => {
    const url = await canvas.findByRole('textbox', { name: 'Endpoint URL' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText('Enter the endpoint’s URL')).toBeVisible();
    await expect(url).toHaveFocus();
    await userEvent.type(url, 'not a url');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All sub-accounts, also ones added later' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText(/This is not a web address/)).toBeVisible();
    await expect(canvas.getByText('Choose at least one sub-account')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The API refuses an address inside a private network: the field says so in words, the form keeps what was typed. */
export const AddRefused: Story = {
  args: {
    onAdd: fn(async (_: WebhookCreate): Promise<WebhookCreated> =>
      Promise.reject(new ApiError(400, 'validation_failed', 'url: url_private', { url: 'url_private' })),
    ),
  },
  play: async ({ canvas }) => {
    const url = await canvas.findByRole('textbox', { name: 'Endpoint URL' }, { timeout: 10_000 });
    await userEvent.type(url, 'https://10.0.0.1/hook');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description (optional)' }), 'Rack 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }));
    await expect(url).toHaveAccessibleDescription(/points into a private, loopback or link-local network/);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The endpoint was not added');
    await expect(url).toHaveValue('https://10.0.0.1/hook');
    await expect(url).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue('Rack 4');
  },
};

/** The same refusal in Russian. */
export const AddRefusedRussian: Story = {
  ...AddRefused,
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    const url = await canvas.findByRole('textbox', { name: 'Адрес приёма' }, { timeout: 10_000 });
    await userEvent.type(url, 'https://10.0.0.1/hook');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить адрес' }));
    await expect(url).toHaveAccessibleDescription(/внутреннюю/);
  },
};

/** A test event goes out and its outcome is said; the log opens, newest first, and pages to older deliveries. */
export const TestAndLog: Story = {
  play: async ({ canvas, args }) => {
    const item = (await canvas.findAllByRole('listitem', {}, { timeout: 10_000 }))[0] as HTMLElement;
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Send a test event to https://monitor.farm.example/hooks/lode',
      }),
    );
    await expect(args.onTest).toHaveBeenCalledWith('e1');
    await expect(await within(item).findByRole('status')).toHaveTextContent(
      'The test event was delivered: HTTP 200 in 84 ms.',
    );
    const open = within(item).getByRole('button', {
      name: 'Delivery log of https://monitor.farm.example/hooks/lode',
    });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const table = await within(item).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByText('Retrying')).toBeVisible();
    await expect(within(table).getByText('Service Unavailable')).toBeVisible();
    await expect(within(table).getByText('1,210 ms')).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Older deliveries' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(args.loadDeliveries).toHaveBeenLastCalledWith('e1', 'c2');
    await expect(within(item).queryByRole('button', { name: 'Older deliveries' })).toBeNull();
  },
};

/** A test event the receiver refused: the reason, and that the pool tries again. */
export const TestNotDelivered: Story = {
  args: {
    onTest: fn(async () =>
      delivery('d9', {
        eventType: 'test',
        status: 'retrying',
        nextAttemptAt: '2026-12-06T12:00:30.000Z',
        lastAttempt: {
          at: '2026-12-06T12:00:00.000Z',
          statusCode: null,
          latencyMs: 5000,
          responseStart: null,
          error: 'timeout',
        },
      }),
    ),
    loadDeliveries: fn(async (_id: string, _cursor: string | null): Promise<WebhookDeliveryPage> => ({
      deliveries: [],
      nextCursor: null,
    })),
  },
  play: async ({ canvas }) => {
    const item = (await canvas.findAllByRole('listitem', {}, { timeout: 10_000 }))[0] as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: /^Send a test event/ }));
    await expect(await within(item).findByRole('status')).toHaveTextContent(
      'The test event was not delivered: no answer within 5 s. The pool tries again',
    );
    await userEvent.click(within(item).getByRole('button', { name: /^Delivery log/ }));
    await expect(
      await within(item).findByText('Nothing was sent to this endpoint yet. Send a test event to try it.'),
    ).toBeVisible();
  },
};

/** The list as the API keeps it after a switch or a delete. */
function LiveList(props: WebhooksViewProps) {
  const [list, setList] = useState(props.endpoints ?? endpoints);
  return (
    <WebhooksView
      {...props}
      endpoints={list}
      onToggle={async (id, enabled) => {
        await props.onToggle(id, enabled);
        setList((current) =>
          current.map((e) =>
            e.id === id ? { ...e, enabled, disabledReason: enabled ? null : 'owner', failingSince: null } : e,
          ),
        );
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setList((current) => current.filter((e) => e.id !== id));
      }}
    />
  );
}

/** Turning an endpoint off and one that failed back on; Delete asks first, then the endpoint is gone. */
export const ToggleAndDelete: Story = {
  render: (args) => <LiveList {...args} />,
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole('region', { name: 'Your endpoints' }, { timeout: 10_000 });
    const [active, , failing] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(within(failing).getByRole('switch', { name: 'Send alerts here' }));
    await expect(args.onToggle).toHaveBeenCalledWith('e3', true);
    await waitFor(() => expect(failing).toHaveAttribute('data-state', 'active'));
    await userEvent.click(within(active).getByRole('switch', { name: 'Send alerts here' }));
    await expect(args.onToggle).toHaveBeenCalledWith('e1', false);
    await waitFor(() => expect(active).toHaveAttribute('data-state', 'owner'));
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete https://hooks.slack.com/services/T000/B000/XXXX' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the endpoint https://hooks.slack.com/services/T000/B000/XXXX?',
    });
    await expect(dialog).toHaveTextContent('its delivery log is deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledWith('e2');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** A refused switch says why, and the endpoint stays as it was. */
export const ToggleRefused: Story = {
  args: { onToggle: fn(async () => Promise.reject(new ApiError(503, 'unavailable', 'Try again shortly'))) },
  play: async ({ canvas }) => {
    const item = (await canvas.findAllByRole('listitem', {}, { timeout: 10_000 }))[0] as HTMLElement;
    await userEvent.click(within(item).getByRole('switch', { name: 'Send alerts here' }));
    await expect(await within(item).findByRole('status')).toHaveTextContent('Not changed: Try again shortly');
    await expect(within(item).getByRole('switch', { name: 'Send alerts here' })).toBeChecked();
  },
};

/** Twenty endpoints, the most an account may have: no form, and how to make room. */
export const Full: Story = {
  args: {
    endpoints: Array.from({ length: 20 }, (_, i) => endpoint(`f${i}`, `https://receiver-${i}.example/hook`)),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/You have 20 endpoints, the most an account may have/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Endpoint URL' })).toBeNull();
  },
};
