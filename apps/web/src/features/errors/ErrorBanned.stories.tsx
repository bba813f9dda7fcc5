import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorLayout } from '../../app/layouts/ErrorLayout';
import { storyAuth, withApp } from '../../app/testing/storyApp';
import { BannedNotice, type BannedNoticeProps } from './ErrorBanned';

// The banned page as the app shows it after an API answer `403 account_banned`: in the error layout, the reason (the
// address's `?reason=`), the support contacts and, signed in, Sign out. Light, dark and phone come from the story modes.

function BannedPage(props: BannedNoticeProps) {
  return (
    <ErrorLayout>
      <BannedNotice {...props} />
    </ErrorLayout>
  );
}

const meta = {
  title: 'web/Errors/Banned',
  component: BannedPage,
  decorators: [withApp('/error/banned')],
  args: { reason: 'fraud' },
  parameters: {
    layout: 'fullscreen',
    auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1', preferred_username: 'demo' } }),
  },
} satisfies Meta<typeof BannedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A known reason, translated; the contacts page and the support address; Sign out for the signed-in user. */
export const Fraud: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account is blocked' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/signs of fraud/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact the pool team' })).toHaveAttribute(
      'href',
      '/contacts',
    );
    await expect(canvas.getByRole('link', { name: 'support@lode.example' })).toHaveAttribute(
      'href',
      'mailto:support@lode.example',
    );
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** In Russian: the reason and the links in the page's language, the contacts link keeps the prefix. */
export const FraudRussian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Учётная запись заблокирована' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/признаки мошенничества/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Связаться с командой пула' })).toHaveAttribute(
      'href',
      '/ru/contacts',
    );
  },
};

/** A reason the app does not know (or none): the generic text; signed out, a link home instead of Sign out. */
export const UnknownReason: Story = {
  args: { reason: 'something-new' },
  parameters: { auth: storyAuth({ isAuthenticated: false }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Write to support to learn why/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};
