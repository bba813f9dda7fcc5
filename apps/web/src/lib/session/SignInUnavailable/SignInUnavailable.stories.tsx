import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyAuth, withApp } from '../../../app/testing/storyApp';
import { SignInUnavailable } from './SignInUnavailable';

const calls: string[] = [];

/** What @lode/auth says after a sign-in found the sign-in service silent. */
const afterSignIn = storyAuth(
  {
    isAuthenticated: false,
    error: {
      kind: 'unreachable',
      message: 'http://localhost:8080/realms/lode/.well-known/openid-configuration did not answer',
      attempt: { action: 'login', options: { returnTo: '/dashboard', locale: 'en' } },
    },
  },
  calls,
);

const meta = {
  title: 'web/SignInUnavailable',
  component: SignInUnavailable,
  decorators: [withApp('/faq')],
  args: { placement: 'notice', returnTo: '/faq' },
  beforeEach: () => {
    calls.length = 0;
  },
} satisfies Meta<typeof SignInUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

const retryName = /^(retry|повторить|重试)$/i;

/** Over a public page after "Sign in" found the service silent: Retry makes the same sign-in again; Close hides it. */
export const AfterSignIn: Story = {
  // Per story, never in the meta: Storybook merges parameters deeply, so a story's error would keep the meta's attempt.
  parameters: { auth: afterSignIn },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(notice).toHaveTextContent(/not answering|не отвечает|没有响应/);
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(calls).toEqual(['login {"returnTo":"/dashboard","locale":"en"}']);
    await userEvent.click(canvas.getByRole('button', { name: /^(close|закрыть|关闭)$/i }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** After a registration found the service silent: Retry registers again. */
export const AfterRegistration: Story = {
  parameters: {
    auth: storyAuth(
      {
        isAuthenticated: false,
        error: {
          kind: 'unreachable',
          message: 'did not answer',
          attempt: { action: 'register', options: { returnTo: '/dashboard', locale: 'en' } },
        },
      },
      calls,
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: retryName }, { timeout: 10_000 }));
    await expect(calls).toEqual(['register {"returnTo":"/dashboard","locale":"en"}']);
  },
};

/** The access token ran out during the outage: signed out, it says why; Retry signs in back to this page. */
export const SessionRanOut: Story = {
  parameters: {
    auth: storyAuth(
      {
        isAuthenticated: false,
        error: { kind: 'unreachable', message: 'the access token expired while the provider did not answer' },
      },
      calls,
    ),
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(notice).toHaveTextContent(/signed out|вышли|退出/);
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(calls).toEqual([
      expect.stringMatching(/^login \{"returnTo":"\/faq","locale":"(en|ru|cn)"\}$/),
    ]);
  },
};

/** A cabinet page that cannot open: the message is the page, under its level-1 heading. */
export const OnCabinetPage: Story = {
  args: { placement: 'page', returnTo: '/workers' },
  parameters: { auth: afterSignIn },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(
      /unavailable|недоступен|不可用/i,
    );
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(calls).toEqual(['login {"returnTo":"/dashboard","locale":"en"}']);
  },
};

/** Any other state: nothing. */
export const SignedIn: Story = {
  parameters: { auth: storyAuth({ isAuthenticated: true, userInfo: { sub: 'u1' } }, calls) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-sign-in]')).toBeNull();
  },
};
