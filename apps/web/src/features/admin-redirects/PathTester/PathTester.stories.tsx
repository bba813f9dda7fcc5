import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withApp } from '../../../app/testing/storyApp';
import { PathTester } from './PathTester';

const meta = {
  title: 'web/admin/PathTester',
  component: PathTester,
  decorators: [withApp('/admin/redirects')],
  args: {
    rules: [
      { match: '/old/**', redirect: '/news', status: 301 },
      { match: '/blog', redirect: 'https://blog.example.com/', status: 302 },
    ],
  },
} satisfies Meta<typeof PathTester>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a path does under the rules: redirected in its language, sent away, or left alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const path = canvas.getByRole('textbox', { name: 'Path' });
    const outcome = canvas.getByTestId('path-test-outcome');
    await userEvent.type(path, '/ru/old/2021');
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(outcome).toHaveTextContent('/ru/old/2021 redirects (301) to /ru/news.');
    await userEvent.clear(path);
    await userEvent.type(path, '/blog');
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(outcome).toHaveTextContent('/blog leaves the site (302) for https://blog.example.com/.');
    await userEvent.clear(path);
    await userEvent.type(path, '/faq');
    await userEvent.click(canvas.getByRole('button', { name: 'Test' }));
    await expect(outcome).toHaveTextContent('/faq: no rule applies; the page shows itself.');
  },
};
